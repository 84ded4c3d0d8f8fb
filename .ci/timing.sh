# Sourced by .ci/run and .ci/test: `timed NAME COMMAND...` runs a command (a shell function or `source`
# too) and adds how long it took to the file $CI_TIMES, as wall-clock time and as the CPU time of the
# processes it ran (which a machine busy with other work changes less); `print_times` prints that table.
# Whoever makes the file prints it, on exit, after a failure too.
if [ -z "${CI_TIMES:-}" ]; then
  CI_TIMES=$(mktemp)
  export CI_TIMES
  trap 'print_times; rm -f "$CI_TIMES"' EXIT
fi

# Sets CHILDREN_CPU to the CPU seconds (user + system) of this shell's finished child processes so far:
# `times` itself runs here, not in a subshell, which would have had no children.
read_children_cpu() {
  times >"$CI_TIMES.cpu"
  CHILDREN_CPU=$(awk 'NR == 2 {
    for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] }
    printf "%d", total
  }' "$CI_TIMES.cpu")
  rm -f "$CI_TIMES.cpu"
}

timed() {
  local name=$1
  shift
  local start=$SECONDS cpu status=0
  read_children_cpu
  cpu=$CHILDREN_CPU
  echo "=== $name"
  "$@" || status=$?
  read_children_cpu
  local result=ok
  [ "$status" -eq 0 ] || result="FAILED (exit $status)"
  printf '%s\t%d\t%d\t%s\n' "$name" $((SECONDS - start)) $((CHILDREN_CPU - cpu)) "$result" >>"$CI_TIMES"
  return "$status"
}

print_times() {
  echo
  echo "Time per part (wall clock; CPU of its processes):"
  awk -F'\t' '
    function span(s) { return sprintf("%3dm %02ds", s / 60, s % 60) }
    { printf "  %-10s %s  cpu %s  %s\n", $1, span($2), span($3), $4; wall += $2; cpu += $3 }
    END { printf "  %-10s %s  cpu %s\n", "total", span(wall), span(cpu) }
  ' "$CI_TIMES"
}
