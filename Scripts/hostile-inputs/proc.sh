# Interruptions and the processes archbench starts (issue 44: H7, M7, M8), sourced by
# Scripts/hostile-inputs.sh after its own cases. Each command runs with a `swift` of its own first
# on PATH, whose build never ends and whose job runs in a session of its own, as SwiftPM's compiler
# jobs run in process groups of their own: a signal to archbench must end both, say so in one
# line, and end archbench by the signal (130, 143, 129).

# proc_toolchain: a folder $here/toolchain with that `swift`, and the llvm-cov and llvm-profdata
# that coverage wants beside it. Each process of it appends its id to $here/pids. On a signal
# the `swift` says what SwiftPM says and exits 1, leaving its jobs behind.
proc_toolchain() {
  mkdir -p "$here/toolchain"
  cat >"$here/toolchain/swift" <<'EOF'
#!/bin/sh
echo $$ >>"$PROC_PIDS"
setsid sh -c 'echo $$ >>"$PROC_PIDS"; exec sleep 300' &
trap 'echo "[7/412] Compiling Foundation Data.swift"; echo "error: build stopped" >&2; exit 1' INT TERM HUP
sleep 300 &
echo $! >>"$PROC_PIDS"
wait $!
EOF
  printf '#!/bin/sh\nexit 0\n' >"$here/toolchain/llvm-cov"
  printf '#!/bin/sh\nexit 0\n' >"$here/toolchain/llvm-profdata"
  chmod +x "$here/toolchain/swift" "$here/toolchain/llvm-cov" "$here/toolchain/llvm-profdata"
  : >"$here/pids"
}

# proc_package: $here/pkg, a package as far as conformance, coverage and report look before
# they start `swift`: a manifest, Samples/SPEC.md and a folder per sample.
proc_package() {
  mkdir -p "$here/pkg/Samples"
  printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "pkg")\n' \
    >"$here/pkg/Package.swift"
  cp "$root/Samples/SPEC.md" "$here/pkg/Samples/SPEC.md"
  local sample
  for sample in "$root"/Samples/*/; do mkdir -p "$here/pkg/Samples/$(basename "$sample")"; done
}

# proc_alive: the processes of $here/pids still running (a zombie has ended).
proc_alive() {
  local pid
  while read -r pid; do
    [ -n "$pid" ] && [ -e "/proc/$pid" ] && ! grep -q ') Z' "/proc/$pid/stat" 2>/dev/null && echo "$pid"
  done <"$here/pids"
}

# proc_interrupt SIGNAL TARGET ARGS…: runs archbench ARGS… in $here with the toolchain first on
# PATH, as a job of its own (so that SIGINT is not ignored, as a background job's is without job
# control), waits until its `swift` and that one's job run, sends SIGNAL to archbench alone
# (TARGET process, as `kill` does) or to its process group (TARGET group, as Ctrl-C does), and
# waits up to 15 s for it to end. Sets $rc (124 when it did not end); fails for each process of
# the toolchain still running, then ends them. TARGET ignored-group starts archbench with SIGINT
# ignored, as a script's background job is, sends SIGNAL to its group, fails unless all still
# run 2 s later, and then sends SIGTERM to archbench alone.
proc_interrupt() {
  # Bash's notices of a job that a signal ended ("Hangup") are not the case's.
  proc_interrupt_quietly "$@" 2>/dev/null
}
proc_interrupt_quietly() {
  local signal=$1 target=$2
  shift 2
  local ignore=-
  [ "$target" = ignored-group ] && ignore=''
  set -m
  (trap "$ignore" INT && cd "$here" && PATH="$here/toolchain:$PATH" PROC_PIDS="$here/pids" exec "$bin" "$@" \
    >"$work/out" 2>"$work/err" </dev/null) &
  local pid=$!
  set +m
  local tries=0
  while [ "$(grep -c . "$here/pids")" -lt 3 ] && kill -0 "$pid" 2>/dev/null && [ $tries -lt 600 ]; do
    sleep 0.1
    tries=$((tries + 1))
  done
  [ "$(grep -c . "$here/pids")" -ge 3 ] || fail "swift did not start: $(head -c 200 "$work/err" | tr '\n' ' ')"
  case $target in
    group) kill -s "$signal" -- "-$pid" ;;
    ignored-group)
      kill -s "$signal" -- "-$pid"
      sleep 2
      [ -z "$(proc_alive)" ] && fail "$signal, ignored, reached the processes archbench started"
      [ "$(proc_alive | grep -c .)" -eq 3 ] && kill -0 "$pid" 2>/dev/null || fail "$signal, ignored, ended a process"
      kill -s TERM "$pid"
      ;;
    *) kill -s "$signal" "$pid" ;;
  esac
  tries=0
  while kill -0 "$pid" 2>/dev/null && [ $tries -lt 150 ]; do
    sleep 0.1
    tries=$((tries + 1))
  done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL -- "-$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    rc=124
  else
    wait "$pid"
    rc=$?
  fi
  local left
  left=$(proc_alive | paste -sd, -)
  if [ -n "$left" ]; then
    fail "still running after archbench ended (pid ppid pgid command): $(ps -o pid=,ppid=,pgid=,args= -p "$left" | tr -s ' ' | paste -sd';' -)"
    kill -KILL ${left//,/ } 2>/dev/null
  fi
}

# proc_expect_interrupted NAME: standard error ends with the one line that says archbench was
# interrupted by signal NAME and stopped what it had started; its progress may come before.
proc_expect_interrupted() {
  [ "$(grep -c Interrupted "$work/err")" -eq 1 ] || fail "not one line saying it was interrupted"
  tail -n 1 "$work/err" | grep -q "^Interrupted by $1: stopped the [0-9]* processes it had started\.$" ||
    fail "the last line is not that it was interrupted by $1: $(tail -n 1 "$work/err")"
}

if start "proc: SIGTERM to conformance ends its swift and the swift's job in a session of its own (143)"; then
  proc_toolchain
  proc_package
  proc_interrupt TERM process conformance --arch mvc --package-path pkg
  expect_rc 143
  proc_expect_interrupted SIGTERM
  verdict
fi

if start "proc: Ctrl-C during conformance's build says it was interrupted, not that the package does not build (130)"; then
  proc_toolchain
  proc_package
  proc_interrupt INT group conformance --arch mvc --package-path pkg
  expect_rc 130
  proc_expect_interrupted SIGINT
  refuse_stderr "does not build" "Compiling"
  verdict
fi

# M8 as it was seen: archbench in a script's background ignores SIGINT, but the children it
# started did not (swift-subprocess gives them default actions), so Ctrl-C at the script's
# terminal ended its build, and it reported that the package does not build (24).
if start "proc: SIGINT that archbench ignores (a script's background job) reaches none of its children"; then
  proc_toolchain
  proc_package
  proc_interrupt INT ignored-group conformance --arch mvc --package-path pkg
  expect_rc 143
  proc_expect_interrupted SIGTERM
  refuse_stderr "does not build"
  verdict
fi

if start "proc: SIGTERM to exercise measure ends its swift build and the build's jobs (143)"; then
  proc_toolchain
  git clone -q "$root" "$here/clone"
  proc_interrupt TERM process exercise measure note-limit --package-path clone
  expect_rc 143
  proc_expect_interrupted SIGTERM
  verdict
fi

if start "proc: SIGHUP to coverage ends its swift and the swift's job (129)"; then
  proc_toolchain
  proc_package
  proc_interrupt HUP process coverage --package-path pkg
  expect_rc 129
  proc_expect_interrupted SIGHUP
  verdict
fi

if start "proc: SIGINT to report ends its swift and the swift's job (130)"; then
  proc_toolchain
  proc_package
  proc_interrupt INT process report --package-path pkg --no-latency --no-instructions --no-exercises --no-idioms \
    --no-history
  expect_rc 130
  proc_expect_interrupted SIGINT
  [ -e "$here/pkg/Reports" ] && fail "an interrupted report wrote Reports/"
  verdict
fi

# M7: a students' hand-out (Exercises/README.md's recipe) has no reference solutions; measure says
# so at once instead of taking every sample for one of the student's own and building for minutes.
if start "proc: exercise measure in a students' hand-out says the solutions are not there (23), at once"; then
  proc_toolchain
  mkdir "$here/handout"
  git -C "$root" archive HEAD -- . ':(exclude)Exercises/solutions' | tar -x -C "$here/handout"
  git -C "$here/handout" init -q
  git -C "$here/handout" add -A
  git -C "$here/handout" -c user.email=hostile@example.com -c user.name=hostile commit -q -m "Exercises: hand-out"
  proc_path=$PATH
  export PATH="$here/toolchain:$PATH" PROC_PIDS="$here/pids"
  ab 20 exercise measure --package-path handout
  PATH=$proc_path
  expect_rc 23
  expect_error_line "hand-out" "Exercises/solutions"
  refuse_stderr "a sample of your own"
  [ -s "$here/pids" ] && fail "it started swift"
  left=$(proc_alive | paste -sd' ' -)
  # shellcheck disable=SC2086
  [ -n "$left" ] && kill -KILL $left 2>/dev/null
  verdict
fi
