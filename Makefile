# Garnet — the two quick-start commands (`make demo`, `make test`) and the
# developer targets. Every target installs what it needs first.

JOBS ?= $(shell nproc)
FUZZ_SECONDS ?= 60

.PHONY: deps build demo test unit golden fuzz asan bench bench-quick clean

deps:
	@scripts/install-deps.sh

build: deps
	@cmake --preset native >/dev/null
	@cmake --build --preset native -j $(JOBS)

demo: build
	@scripts/demo.sh build/native/garnet

# Everything: unit tests, the golden Ruby corpus, and a bounded fuzzing run.
test: build
	@ctest --test-dir build/native -j $(JOBS) --output-on-failure --timeout 120
	@$(MAKE) --no-print-directory fuzz

unit: build
	@ctest --test-dir build/native -j $(JOBS) --output-on-failure -E '^ruby/'

golden: build
	@python3 tests/golden/run.py --garnet build/native/garnet $$(find tests/ruby -name '*.rb' | sort)

fuzz: deps
	@cmake --preset fuzz >/dev/null
	@cmake --build --preset fuzz -j $(JOBS) --target fuzz_parse
	@mkdir -p build/fuzz/corpus
	@build/fuzz/tests/fuzz/fuzz_parse build/fuzz/corpus tests/fuzz/corpus \
	    -max_total_time=$(FUZZ_SECONDS) -print_final_stats=0 2>build/fuzz/fuzz.log \
	  && echo "fuzz: $(FUZZ_SECONDS) s of parser fuzzing, no crash" \
	  || { tail -40 build/fuzz/fuzz.log; exit 1; }

# The golden corpus under AddressSanitizer and UBSan.
asan: deps
	@cmake --preset native-asan >/dev/null
	@cmake --build --preset native-asan -j $(JOBS)
	@ctest --test-dir build/native-asan -j $(JOBS) --output-on-failure --timeout 300

bench: build
	@python3 bench/run.py --garnet build/native/garnet

bench-quick: build
	@python3 bench/run.py --garnet build/native/garnet --quick

clean:
	rm -rf build
