# stderr-only.mjs in sh, for a test whose timing rests on how fast a subject starts (see hangs.sh): reads
# requests and writes its answers to stderr only; stdout stays silent.
while IFS= read -r line; do
  id=${line#*'"id":"'}
  id=${id%%'"'*}
  printf 'answer: {"id":"%s","valid":true,"errors":[]}\n' "$id" >&2
done
