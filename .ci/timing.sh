# Sourced by .ci/run and .ci/test: `timed NAME COMMAND...` runs a command (a shell function or `source`
# too) and adds how long it took to the file $CI_TIMES; `print_times` prints that table. Whoever makes the
# file prints it, on exit, after a failure too.
if [ -z "${CI_TIMES:-}" ]; then
  CI_TIMES=$(mktemp)
  export CI_TIMES
  trap 'print_times; rm -f "$CI_TIMES"' EXIT
fi

timed() {
  local name=$1
  shift
  local start=$SECONDS status=0
  echo "=== $name"
  "$@" || status=$?
  local result=ok
  [ "$status" -eq 0 ] || result="FAILED (exit $status)"
  printf '%s\t%d\t%s\n' "$name" $((SECONDS - start)) "$result" >>"$CI_TIMES"
  return "$status"
}

print_times() {
  echo
  echo "Time per part:"
  awk -F'\t' '
    { printf "  %-10s %3dm %02ds  %s\n", $1, $2 / 60, $2 % 60, $3; total += $2 }
    END { printf "  %-10s %3dm %02ds\n", "total", total / 60, total % 60 }
  ' "$CI_TIMES"
}
