# hangs.mjs in sh, for the tests whose timing rests on how fast a subject starts: a shell answers its first
# request in milliseconds even on a loaded machine, where a node subject can take seconds to start.
# Answers the entity cases of suites/runner/_support.ts (sixCases) as the reference does at verdict level,
# and stops answering (staying alive) at the first request whose id contains one of `--on a,b`.
on=
if [ "$1" = --on ]; then on=$2; fi
while IFS= read -r line; do
  id=${line#*'"id":"'}
  id=${id%%'"'*}
  rest=$on
  while [ -n "$rest" ]; do
    target=${rest%%,*}
    # Says so on stderr first: a test can fire the timeout once the hang has begun.
    case "$id" in *"$target"*) printf 'hanging on %s\n' "$id" >&2; exec sleep 600 ;; esac
    case "$rest" in *,*) rest=${rest#*,} ;; *) rest= ;; esac
  done
  case "$line" in
    *'"entity_id":'*) printf '{"id":"%s","valid":true,"errors":[]}\n' "$id" ;;
    *) printf '{"id":"%s","valid":false,"errors":[{"path":"/entity_id","rule":"Entity.entity_id.required","message":"entity_id is required"}]}\n' "$id" ;;
  esac
done
