# Garnet — the two quick-start commands (`make demo`, `make test`) and the
# developer targets. Every target installs what it needs first.

JOBS ?= $(shell nproc)
FUZZ_SECONDS ?= 60

.PHONY: prelude-image-tool spec spec-slice spec-tag spec-results check-claims prelude-check deps stdlib build wasm wasm-plain demo test unit golden golden-wasm wasm-js playground playground-test web-deps fuzz fuzz-long fuzz-build asan tsan stress bench bench-quick bench-suite bench-rack bench-rack-soak bench-browser bench-ref micro micro-wasm clean

deps:
	@scripts/install-deps.sh

build: deps stdlib
	@cmake --preset native >/dev/null
	@cmake --build --preset native -j $(JOBS)

# The prelude's bytecode image generator, built for this machine: the
# WebAssembly build takes its image from it (decision 043).
PRELUDE_IMAGE_TOOL = $(CURDIR)/build/native/engine/garnet-prelude-image
prelude-image-tool: deps
	@cmake --preset native >/dev/null
	@cmake --build --preset native -j $(JOBS) --target garnet-prelude-image

# The WebAssembly module: build/wasm/garnet.mjs + garnet.wasm.
wasm: deps prelude-image-tool
	@onig=$$(scripts/fetch-deb-source.sh libonig build/deps) \
	  && zlib=$$(scripts/fetch-deb-source.sh zlib build/deps) \
	  && yaml=$$(scripts/fetch-deb-source.sh libyaml build/deps) \
	  && gmp=$$(scripts/fetch-deb-source.sh gmp build/deps) \
	  && NODE_PATH=/usr/share/nodejs cmake --preset wasm -DGARNET_ONIGURUMA_SOURCE=$$PWD/$$onig \
	       -DGARNET_ZLIB_SOURCE=$$PWD/$$zlib -DGARNET_LIBYAML_SOURCE=$$PWD/$$yaml -DGARNET_GMP_SOURCE=$$PWD/$$gmp \
	       -DGARNET_PRELUDE_IMAGE_TOOL=$(PRELUDE_IMAGE_TOOL) >/dev/null
	@NODE_PATH=/usr/share/nodejs cmake --build --preset wasm -j $(JOBS)

demo: build
	@scripts/demo.sh build/native/garnet

# Everything: unit tests, the golden Ruby corpus on the native and WebAssembly
# builds, the prelude check, ruby/spec's language/ (make spec-slice), a
# bounded fuzzing run, the scheduler under ThreadSanitizer and the
# stale-claims check; it fails at the end if it
# changed a tracked file. Its fuzzing is a 20-second slice a target (`make
# fuzz` alone runs FUZZ_SECONDS, `make fuzz-long` for hours): the whole run
# must stay within 35 minutes on two cores.
test:
	@tools/tree-unchanged save build/tree-before-test.txt
	@$(MAKE) --no-print-directory build
	@$(MAKE) --no-print-directory check-claims
	@ctest --test-dir build/native -j $(JOBS) --output-on-failure --timeout 120
	@tools/prelude-check/check.py --garnet build/native/garnet
	@$(MAKE) --no-print-directory spec-slice
	@$(MAKE) --no-print-directory golden-wasm
	@$(MAKE) --no-print-directory wasm-js
	@$(MAKE) --no-print-directory playground-test
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=20
	@$(MAKE) --no-print-directory tsan
	@tools/tree-unchanged compare build/tree-before-test.txt

# ruby/spec (spec/ruby of Debian's ruby3.1 source package) run by its own
# mspec, one Garnet process a spec file (tests/spec/run.py): `make spec` runs
# the untagged examples of SPEC_TARGETS (tests/spec/targets.txt) and fails on
# any failure, hang or crash, then reports tagged examples that now pass;
# `make spec-tag` retags them; `make spec-results` runs every example and
# writes tests/spec/RESULTS.md. make test runs the slice language/. The
# WebAssembly build (under Node) runs SPEC_WASM_TARGETS, the folders tagged
# for it (run.py --wasm: its own `wasm` tags beside the native build's).
SPEC_TARGETS ?= language core library
SPEC_WASM_TARGETS ?= language core
SPEC_SOURCE = $$(scripts/fetch-deb-source.sh ruby3.1 build/deps)
SPEC_RUN = python3 tests/spec/run.py --garnet build/native/garnet --spec-source $(SPEC_SOURCE) --jobs $(JOBS)
SPEC_RUN_WASM = python3 tests/spec/run.py --wasm --garnet "node wasm/garnet-node.mjs" --spec-source $(SPEC_SOURCE) --jobs $(JOBS)
spec: build wasm
	@$(SPEC_RUN) run --check-tags $(SPEC_TARGETS)
	@$(SPEC_RUN_WASM) run --check-tags $(SPEC_WASM_TARGETS)

spec-slice: build wasm
	@$(SPEC_RUN) run language
	@$(SPEC_RUN_WASM) run language

spec-tag: build wasm
	@$(SPEC_RUN) tag $(SPEC_TARGETS)
	@$(SPEC_RUN_WASM) tag $(SPEC_WASM_TARGETS)

spec-results: build
	@$(SPEC_RUN) results --write $(SPEC_TARGETS)

# Comments and docs that promise later work must be listed, with a reason, in
# tools/stale-claims-allowed.txt (tools/check-stale-claims).
check-claims:
	@tools/check-stale-claims

# The core prelude's methods against CRuby 4.0's natives: the expressions of
# tools/prelude-check/cases.txt evaluated on Garnet, compared with their
# results on CRuby 4.0 (tools/prelude-check/expected.txt).
prelude-check: build
	@tools/prelude-check/check.py --garnet build/native/garnet

unit: build
	@ctest --test-dir build/native -j $(JOBS) --output-on-failure -E '^ruby/'

golden: build
	@python3 tests/golden/run.py --garnet build/native/garnet $$(find tests/ruby -name '*.rb' -not -path '*/fixtures/*' | sort)

# Under Vitest in wasm/ (packages pinned in wasm/package-lock.json, which
# `npm install` follows and leaves as it is; make test fails if it changed
# it): golden-wasm runs the golden corpus on the
# WebAssembly build under Node, through wasm/garnet-node.mjs, two scripts at a
# time (wasm/tests/golden.test.mjs, with tests/ruby/KNOWN_FAILURES and
# KNOWN_FAILURES.wasm); wasm-js the module's JS API (wasm/tests/api.test.mjs) and
# its native stacks (native_stacks.test.mjs, on build/wasm/cxx-methods/).
# A failing golden-wasm run ends by printing each unexpected result whole.
golden-wasm: wasm
	@cd wasm && npm install --no-audit --no-fund --loglevel=error && rm -f ../build/golden-wasm-failures.txt && \
	  { GOLDEN_WASM_FAILURES=$(CURDIR)/build/golden-wasm-failures.txt npx vitest run tests/golden.test.mjs || \
	    { echo 'golden-wasm: the unexpected results, whole:'; cat ../build/golden-wasm-failures.txt 2>/dev/null; exit 1; }; }

wasm-js: wasm
	@cd wasm && npm install --no-audit --no-fund --loglevel=error && npx vitest run tests/api.test.mjs tests/native_stacks.test.mjs

# The browser playground (web/): builds the WebAssembly module and serves
# the page with Vite on 127.0.0.1 (it prints the URL; Ctrl-C stops it).
playground: wasm web-deps
	@cd web && npx vite --clearScreen false

# The playground's unit tests (Vitest), then its production build loaded in
# Debian's Chromium (playwright-core): tests/smoke/smoke.mjs.
playground-test: wasm web-deps
	@cd web && npx vitest run && npx vite build --logLevel warn && node tests/smoke/smoke.mjs

# The playground's npm packages, pinned in web/package-lock.json.
web-deps: deps
	@cd web && npm install --no-audit --no-fund --loglevel=error

# Bounded fuzzing: the parser alone, then parser + compiler, both seeded
# with the golden corpus (FUZZ_SECONDS each), then Marshal.load seeded with
# tests/fuzz/corpus-marshal for half as long (FUZZ_MARSHAL_SECONDS): its
# format has a few dozen type bytes that short inputs soon reach; then whole
# programs (fuzz_run: mutations of the golden corpus and tests/fuzz/corpus-run,
# with tests/fuzz/ruby.dict, run on a fresh VM under a step limit) for
# FUZZ_RUN_SECONDS, stopped by SIGINT (libFuzzer then exits with status 72):
# a program takes a few tenths of a second under ASan, most of it starting
# the VM, so the seeds alone outlast -max_total_time, which counts only the
# fuzzing after them. The whole run stays near three and a half minutes.
# New inputs go to build/fuzz/corpus-*, fuzz_run's crash reproducers to
# build/fuzz/crash-* (rerun one: build/fuzz/tests/fuzz/fuzz_run FILE).
FUZZ_MARSHAL_SECONDS ?= $(shell echo $$(( $(FUZZ_SECONDS) / 2 )))
FUZZ_RUN_SECONDS ?= $(FUZZ_SECONDS)
FUZZ_RUN_FLAGS = -dict=tests/fuzz/ruby.dict -timeout=30 -malloc_limit_mb=1024 -artifact_prefix=build/fuzz/
fuzz: fuzz-build
	@for target in fuzz_parse fuzz_compile; do \
	  mkdir -p build/fuzz/corpus-$$target; \
	  build/fuzz/tests/fuzz/$$target build/fuzz/corpus-$$target tests/fuzz/corpus tests/ruby/*/ \
	      -max_total_time=$(FUZZ_SECONDS) -print_final_stats=0 2>build/fuzz/$$target.log \
	    && echo "fuzz: $$target ran $(FUZZ_SECONDS) s without a crash" \
	    || { tail -40 build/fuzz/$$target.log; exit 1; }; \
	done
	@mkdir -p build/fuzz/corpus-fuzz_marshal
	@build/fuzz/tests/fuzz/fuzz_marshal build/fuzz/corpus-fuzz_marshal tests/fuzz/corpus-marshal \
	    -max_total_time=$(FUZZ_MARSHAL_SECONDS) -print_final_stats=0 2>build/fuzz/fuzz_marshal.log \
	  && echo "fuzz: fuzz_marshal ran $(FUZZ_MARSHAL_SECONDS) s without a crash" \
	  || { tail -40 build/fuzz/fuzz_marshal.log; exit 1; }
	@rm -rf build/fuzz/corpus-fuzz_run && mkdir -p build/fuzz/corpus-fuzz_run
	@timeout --preserve-status -s INT $(FUZZ_RUN_SECONDS) build/fuzz/tests/fuzz/fuzz_run build/fuzz/corpus-fuzz_run \
	    tests/fuzz/corpus-run build/fuzz/seeds-run $(FUZZ_RUN_FLAGS) -print_final_stats=1 2>build/fuzz/fuzz_run.log; \
	  status=$$?; \
	  if [ $$status = 0 ] || [ $$status = 72 ]; then \
	    echo "fuzz: fuzz_run ran $(FUZZ_RUN_SECONDS) s without a crash" \
	         "($$(grep -o 'number_of_executed_units: [0-9]*' build/fuzz/fuzz_run.log | cut -d' ' -f2) programs)"; \
	  else tail -40 build/fuzz/fuzz_run.log; exit 1; fi

# The targets, and fuzz_run's seeds: the golden corpus's programs without
# their expected outputs (build/fuzz/seeds-run, one folder: libFuzzer skips
# links), which would cost a VM start each for nothing. Left out:
# reliability/no_memory_error.rb, whose 1 TiB requests sanitizer builds
# abort on by design (engine/gc/allocation.cpp), a report that is no bug.
fuzz-build: deps
	@cmake --preset fuzz >/dev/null
	@cmake --build --preset fuzz -j $(JOBS) --target fuzz_parse fuzz_compile fuzz_marshal fuzz_run
	@rm -rf build/fuzz/seeds-run && mkdir -p build/fuzz/seeds-run
	@for f in $$(find tests/ruby -name '*.rb' -not -name no_memory_error.rb); do \
	  cp $$f build/fuzz/seeds-run/$$(echo $$f | cut -d/ -f3- | tr / _); \
	done

# A long program-fuzzing run: fuzz_run in libFuzzer's fork mode with
# FUZZ_LONG_JOBS processes for FUZZ_LONG_SECONDS (log: build/fuzz/long.log),
# then the inputs it found are merged, minimized, into tests/fuzz/corpus-run
# (a tracked change to commit; tests/fuzz/merge-corpus-run.sh). Fork mode
# goes on after an out-of-memory or a timeout (programs that ask for
# gigabytes, which sanitizer builds abort on by design, or that spend the
# time in one C++ method) and stops at the first crash, left in
# build/fuzz/crash-*; minimize one with
# build/fuzz/tests/fuzz/fuzz_run -minimize_crash=1 -runs=10000 FILE.
FUZZ_LONG_SECONDS ?= 3600
FUZZ_LONG_JOBS ?= 2
fuzz-long: fuzz-build
	@mkdir -p build/fuzz/corpus-run-long
	@build/fuzz/tests/fuzz/fuzz_run build/fuzz/corpus-run-long tests/fuzz/corpus-run build/fuzz/seeds-run $(FUZZ_RUN_FLAGS) \
	    -max_total_time=$(FUZZ_LONG_SECONDS) -fork=$(FUZZ_LONG_JOBS) -ignore_ooms=1 -ignore_timeouts=1 \
	    2>build/fuzz/long.log; \
	  status=$$?; \
	  echo "fuzz-long: $$(grep -o '^#[0-9]*' build/fuzz/long.log | tail -1 | tr -d '#') programs run," \
	       "$$(grep -o 'oom/timeout/crash: [0-9/]*' build/fuzz/long.log | tail -1)"; \
	  [ $$status = 0 ] || { tail -40 build/fuzz/long.log; exit 1; }
	@tests/fuzz/merge-corpus-run.sh build/fuzz/tests/fuzz/fuzz_run build/fuzz/corpus-run-long

# The scheduler's unit tests under ThreadSanitizer.
tsan: deps
	@cmake --preset native-tsan >/dev/null
	@cmake --build --preset native-tsan -j $(JOBS) --target garnet_sched_tests
	@build/native-tsan/tests/garnet_sched_tests --gtest_brief=1 \
	  && echo "tsan: scheduler tests clean under ThreadSanitizer"

# The concurrency golden tests (tests/ruby/ractor, thread, fiber, and the
# seeds that start threads or fibers) under ThreadSanitizer, STRESS_RUNS
# times each (STRESS_JOBS at a time), each run judged alone against its
# .out/.err/.status: a race report, a crash, a hang (STRESS_TIMEOUT seconds)
# or a wrong output fails it, named with its run number; the tests that
# cannot pass under TSan are listed in tests/ruby/KNOWN_FAILURES.tsan. Not
# part of `make test`: at 50 runs it takes an hour or more on two cores.
STRESS_RUNS ?= 50
STRESS_JOBS ?= 2
STRESS_TIMEOUT ?= 120
STRESS_TESTS = $$(ls tests/ruby/ractor/*.rb tests/ruby/thread/*.rb tests/ruby/fiber/*.rb; \
                  grep -lE 'Thread|Ractor|Fiber' tests/ruby/seeds/*.rb)
stress: deps stdlib
	@cmake --preset native-tsan >/dev/null
	@cmake --build --preset native-tsan -j $(JOBS) --target garnet
	@TSAN_OPTIONS="halt_on_error=1 $$TSAN_OPTIONS" python3 tests/golden/run.py --garnet build/native-tsan/garnet \
	    --repeat $(STRESS_RUNS) --jobs $(STRESS_JOBS) --timeout $(STRESS_TIMEOUT) \
	    --known-failures tests/ruby/KNOWN_FAILURES --known-failures tests/ruby/KNOWN_FAILURES.tsan $(STRESS_TESTS) \
	  && echo "stress: $(STRESS_RUNS) runs of each concurrency test, no race, crash, hang or wrong output"

# The golden corpus under AddressSanitizer and UBSan.
asan: deps
	@cmake --preset native-asan >/dev/null
	@cmake --build --preset native-asan -j $(JOBS)
	@ctest --test-dir build/native-asan -j $(JOBS) --output-on-failure --timeout 300

# Benchmarks: native Garnet against its WebAssembly build, ruby, mruby and
# CRuby 4.0 on WASI; writes bench/RESULTS.md, bench/results/ and bench/charts/.
MICRO_ARGS = --micro build/bench/bench/garnet_micro --micro-wasm build/wasm/garnet_micro.js
bench: build micro micro-wasm wasm-plain bench-ref
	@python3 bench/run.py --garnet build/native/garnet $(MICRO_ARGS)

bench-quick: build micro micro-wasm wasm-plain bench-ref
	@python3 bench/run.py --garnet build/native/garnet $(MICRO_ARGS) --quick

# The Rack server against Puma (bench/rack_load.py): Garnet with 1 and 2
# isolates, CRuby + Puma with 1 and 2 workers, a hello world and a Sinatra app.
bench-rack: build
	@python3 bench/rack_load.py --garnet $(CURDIR)/build/native/garnet

# ruby/ruby-bench from a checkout (RUBY_BENCH=DIR), run by its own runner on
# Garnet, CRuby and CRuby's YJIT (bench/ruby_bench/README.md).
bench-suite:
	@if [ -z "$(RUBY_BENCH)" ]; then echo "bench-suite: skipped, no suite given (make bench-suite RUBY_BENCH=DIR; see bench/ruby_bench/README.md)"; \
	 else $(MAKE) --no-print-directory build wasm && python3 bench/ruby_bench/run.py --suite "$(RUBY_BENCH)" --garnet $(CURDIR)/build/native/garnet; fi

# The Rack server over 1,000 connections for 60 s: errors and memory growth.
bench-rack-soak: build
	@python3 bench/rack_soak.py --garnet $(CURDIR)/build/native/garnet

# The playground's start-up and a short program's first run in Debian's
# Chromium, on a first and on a repeat visit (web/tests/bench/first-run.mjs).
bench-browser: build wasm web-deps
	@cd web && npx vite build --logLevel warn && node tests/bench/first-run.mjs

# The CRuby 4.0 (WASI) engine of the benchmarks: tools/ruby-ref's packages
# (the benchmarks run without it when they cannot be installed).
bench-ref: deps
	@cd tools/ruby-ref && { [ -d node_modules/@ruby/4.0-wasm-wasi ] \
	  || npm ci --no-audit --no-fund --loglevel=error \
	  || echo "bench: tools/ruby-ref packages not installed; CRuby 4.0 left out"; }

# Ruby 4.0's Ruby-written standard library and bundled gems, copied out of
# tools/ruby-ref's pinned @ruby/4.0-wasm-wasi into build/stdlib (which
# build/native/garnet finds beside its folder); redone only for a new version.
stdlib: deps
	@cd tools/ruby-ref && { [ -d node_modules/@ruby/4.0-wasm-wasi ] || npm ci --no-audit --no-fund --loglevel=error; }
	@node --single-threaded scripts/install-stdlib.mjs build/stdlib

# The Google Benchmark micro-benchmarks and the memory-latency probe (a
# separate Release build).
micro: deps
	@cmake -S . -B build/bench -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release \
	    -DGARNET_BENCH=ON -DGARNET_TESTS=OFF >/dev/null
	@cmake --build build/bench -j $(JOBS) --target garnet_micro memory_latency

# The WebAssembly module linked without Asyncify (build/wasm/plain/), against
# which the benchmarks measure Asyncify's cost.
wasm-plain: wasm
	@NODE_PATH=/usr/share/nodejs cmake --build --preset wasm -j $(JOBS) --target garnet_wasm_plain

# The same micro-benchmarks in the WebAssembly build (build/wasm/garnet_micro.js).
micro-wasm: wasm
	@bench=$$(scripts/fetch-deb-source.sh benchmark build/deps) \
	  && zlib=$$(scripts/fetch-deb-source.sh zlib build/deps) \
	  && NODE_PATH=/usr/share/nodejs cmake --preset wasm -DGARNET_BENCH=ON -DGARNET_BENCHMARK_SOURCE=$$PWD/$$bench \
	       -DGARNET_ZLIB_SOURCE=$$PWD/$$zlib >/dev/null
	@NODE_PATH=/usr/share/nodejs cmake --build --preset wasm -j $(JOBS) --target garnet_micro

clean:
	rm -rf build
