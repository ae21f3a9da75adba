# cdna-isa: `make demo` (set up, regenerate, assemble, run a clang-compiled kernel on both archs, diff), `make test`.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
BIN := $(VENV)/bin

.PHONY: setup generate check-generated test test-fast lint bench docs diff demo clean

$(VENV)/.installed: pyproject.toml
	@command -v /usr/lib/llvm-22/bin/llvm-mc >/dev/null || bash tools/install-llvm.sh
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[build,test,cluster]'
	touch $@

setup: $(VENV)/.installed

generate: setup
	$(PY) -m codegen generate

check-generated: setup
	@tmp=$$(mktemp -d); $(PY) -m codegen generate --out $$tmp/generated --quiet >/dev/null \
	  && diff -r -q -x '*.egg-info' -x __pycache__ generated $$tmp/generated && echo "generated/ is up to date"; \
	  status=$$?; rm -rf $$tmp; exit $$status

# beside the other tests, on the second core: the whole llvm operand sweep (every record), then
# the kernel tests again on rescheduled code
test: setup
	@log=$$(mktemp); ( CDNA_ISA_SWEEP_SHARE=1 $(PY) -m pytest -q -p no:cacheprovider tests/test_llvm_sweep.py; a=$$?; \
	  echo "kernel tests again, every kernel rescheduled by cdna-isa schedule, strict launches:"; \
	  CDNA_ISA_RESCHEDULE=1 $(PY) -m pytest -q -p no:cacheprovider tests/test_kernels.py tests/test_mfma_kernels.py; \
	  b=$$?; exit $$((a | b)) ) >$$log 2>&1 & side=$$!; \
	$(PY) -m pytest --ignore=tests/test_llvm_sweep.py; status=$$?; \
	wait $$side; side_status=$$?; \
	echo "the whole llvm-mc/llvm-objdump sweep (tests/test_llvm_sweep.py, every record), then the rescheduled kernels:"; \
	cat $$log; rm -f $$log; [ $$status -eq 0 ] && [ $$side_status -eq 0 ]

lint: setup
	$(BIN)/ruff check codegen tests tools
	$(BIN)/ruff format --check codegen tests tools || true

bench: setup
	$(PY) tools/bench.py

docs: generate
	@echo "HTML reference: generated/site/index.html (cdna-isa docs --open); Markdown: generated/docs"

diff: setup
	$(BIN)/cdna-isa diff cdna2 cdna4

demo: generate
	@for a in cdna2 cdna3 cdna4; do echo "== $$a: examples/demo.s"; $(BIN)/cdna-isa asm --arch $$a examples/demo.s | head -4; \
	  $(BIN)/cdna-isa run --arch $$a --waves 2 examples/demo.s | head -3; done
	$(PY) tools/demo.py

clean:
	rm -rf $(VENV) .pytest_cache
