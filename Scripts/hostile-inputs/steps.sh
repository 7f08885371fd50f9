# Interruptions, once the signals are caught by a handler of archbench's own (issue 46), sourced
# by Scripts/hostile-inputs.sh after its own cases. The `swift` here ignores every signal, as a
# stuck build may, so only SIGKILL ends it: archbench gives it Interruption.grace (2 s) after the
# first signal, and none after a second.

# steps_term_twice SECONDS_APART: runs conformance with that `swift` in a process group of its
# own, sends SIGTERM to archbench once its `swift` runs, and again SECONDS_APART later unless
# that is "once"; sets $rc and $elapsed, the milliseconds from the first signal to archbench's end.
steps_term_twice() {
  mkdir -p "$here/toolchain" "$here/pkg/Samples"
  printf '#!/bin/sh\ntrap "" INT TERM HUP\necho $$ >>"$PROC_PIDS"\nexec sleep 300\n' >"$here/toolchain/swift"
  chmod +x "$here/toolchain/swift"
  printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "pkg")\n' \
    >"$here/pkg/Package.swift"
  cp "$root/Samples/SPEC.md" "$here/pkg/Samples/SPEC.md"
  local sample
  for sample in "$root"/Samples/*/; do mkdir -p "$here/pkg/Samples/$(basename "$sample")"; done
  : >"$here/pids"
  (cd "$here" && PATH="$here/toolchain:$PATH" PROC_PIDS="$here/pids" exec setsid "$bin" conformance --arch mvc \
    --package-path pkg >"$work/out" 2>"$work/err" </dev/null) &
  local pid=$! tries=0
  while [ ! -s "$here/pids" ] && [ $tries -lt 600 ]; do
    sleep 0.1
    tries=$((tries + 1))
  done
  local start
  start=$(date +%s%3N)
  kill -s TERM "$pid"
  if [ "$1" != once ]; then
    sleep "$1"
    kill -s TERM "$pid"
  fi
  tries=0
  while kill -0 "$pid" 2>/dev/null && [ $tries -lt 100 ]; do
    sleep 0.05
    tries=$((tries + 1))
  done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL "$pid"
    rc=124
  else
    wait "$pid"
    rc=$?
  fi
  elapsed=$(($(date +%s%3N) - start))
  local left
  left=$(cat "$here/pids")
  if [ -n "$left" ] && ps -o pid= -p "${left//$'\n'/,}" | grep -q .; then
    fail "swift still running after archbench ended"
    kill -KILL $left 2>/dev/null
  fi
}

if start "steps: a swift that ignores SIGTERM gets SIGKILL after the 2 s grace (143)"; then
  steps_term_twice once
  expect_rc 143
  [ "$elapsed" -ge 1900 ] || fail "ended after $elapsed ms, before the grace"
  tail -n 1 "$work/err" | grep -q '^Interrupted by SIGTERM: stopped the process it had started\.$' ||
    fail "last line: $(tail -n 1 "$work/err")"
  verdict
fi

if start "steps: a second SIGTERM skips the grace (143 at once)"; then
  steps_term_twice 0.1
  expect_rc 143
  [ "$elapsed" -lt 1500 ] || fail "ended after $elapsed ms: the second signal did not hurry"
  [ "$(grep -c Interrupted "$work/err")" -eq 1 ] || fail "not one line saying it was interrupted"
  verdict
fi
