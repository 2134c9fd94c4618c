#!/usr/bin/env bash
# An --exec wrapper: adapts any command-line validator to the runner's exec convention (docs/protocol.md):
# a {"valid","errors"} JSON object on stdout (the verdict; its errors give rule- and path-level scoring) and
# exit 0 = valid, 1 = invalid; anything else = the subject failed (never counted as a verdict).
#
#   npx cdm-conformance run --exec "examples/exec-wrapper.sh {file}"
#   VALIDATOR='my-validator check --strict {file}' INVALID_EXIT=3 \
#     npx cdm-conformance run --exec "examples/exec-wrapper.sh {file}"
#
# Usage: exec-wrapper.sh [FILE]   FILE holds the object's JSON text; without FILE (or with -) it comes on
# stdin, as the runner sends it when the command has no {file}. The case's kind, when it has one, comes in
# $CDM_KIND (the runner sets it; {kind} in the command works too).
#
# Settings (environment):
#   VALIDATOR     the validator command; {file} becomes the object's file, {kind} its kind.
#                 Default: the reference, `$CDM_CLI validate --json {file}` (plus --kind when
#                 CDM_KIND is set).
#   CDM_CLI       how to start the cdm-conformance CLI for the default (default: npx --no-install
#                 cdm-conformance; inside this repository `node dist/cli/main.js` also works).
#   VALID_EXIT    the validator's exit code for "valid"   (default 0)
#   INVALID_EXIT  the validator's exit code for "invalid" (default 1)
#   JSON_STDOUT   1 (default): pass the validator's stdout through, it is {"valid","errors"} JSON;
#                 0: send it to stderr instead, for validators that print prose: the wrapper prints
#                 {"valid": true|false} itself (verdict-only scoring).
set -uo pipefail   # no -e: the validator's non-zero exit is the verdict, not a reason to stop

VALID_EXIT="${VALID_EXIT:-0}"
INVALID_EXIT="${INVALID_EXIT:-1}"
JSON_STDOUT="${JSON_STDOUT:-1}"
CDM_CLI="${CDM_CLI:-npx --no-install cdm-conformance}"
KIND="${CDM_KIND:-}"

if [[ -n "${VALIDATOR:-}" ]]; then
  command_template="$VALIDATOR"
elif [[ -n "$KIND" ]]; then
  command_template="$CDM_CLI validate --json --kind {kind} {file}"
else
  command_template="$CDM_CLI validate --json {file}"
fi

# The object must reach the validator byte for byte: save stdin to a temporary file rather than piping it
# through anything that might re-encode it. The .json suffix tells file-type-sniffing validators what it is.
file="${1:--}"
cleanup=""
if [[ "$file" == "-" ]]; then
  tmpdir="$(mktemp -d)" || exit 3
  cleanup="$tmpdir"
  file="$tmpdir/object.json"
  cat > "$file" || exit 3
fi
trap '[[ -n "$cleanup" ]] && rm -rf "$cleanup"' EXIT

# Substitute shell-quoted values, so a path with spaces or quotes stays one argument.
quote() { printf "'%s'" "${1//\'/\'\\\'\'}"; }
command="${command_template//\{file\}/$(quote "$file")}"
command="${command//\{kind\}/$(quote "$KIND")}"

if [[ "$JSON_STDOUT" == "1" ]]; then
  bash -c "$command"
else
  bash -c "$command" 1>&2
fi
status=$?

# Map the validator's own convention onto exec's. Everything else (a crash, a usage error, a signal: bash
# reports 128+N) becomes 3, so the runner records a subject error instead of a verdict.
verdict() { [[ "$JSON_STDOUT" == "1" ]] || printf '{"valid":%s}\n' "$1"; }
case "$status" in
  "$VALID_EXIT") verdict true; exit 0 ;;
  "$INVALID_EXIT") verdict false; exit 1 ;;
  *) echo "exec-wrapper: validator exited with $status: $command" >&2; exit 3 ;;
esac
