# National online notary service: the two commands are `make run` and `make test`; everything else they call.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

UV := $(shell command -v uv 2>/dev/null || echo $(CURDIR)/.tools/bin/uv)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PY := $(UV) run --locked
# Debian packages: Chromium for browser tests, the PC/SC stack for the card reader (pyscard builds against it),
# the virtual smart card for its tests, shellcheck and systemd-analyze for the installer, fonts and Pango for PDFs,
# the media server (Janus, its recording converter and janus.js), the TURN server and ffmpeg for video conferences.
APT_PACKAGES := chromium libpcsclite-dev swig pcscd vsmartcard-vpcd vsmartcard-vpicc python3-virtualsmartcard \
	python3-pycryptodome shellcheck nginx wrk \
	systemd xvfb libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core \
	janus janus-tools libjs-janus-gateway coturn ffmpeg espeak-ng
E2E_PORT ?= 8765
E2E_DB ?= /tmp/notary-e2e-$(E2E_PORT).db

.PHONY: help run test setup apt-deps python-deps portal help-video migrate seed serve openapi client check-client \
	test-server test-server-postgresql test-server-sqlite test-fuzz test-liveness test-agent test-portal test-shell test-installer test-e2e e2e-server bench lint typecheck

help:
	@echo "make run   - install, build, migrate, seed the sandbox and serve on http://127.0.0.1:8000"
	@echo "make test  - every test (server on PostgreSQL and SQLite, portal, shell, agent, installer, e2e)"
	@echo "make bench - the benchmarks under bench/, printed as tables"

# ---- set-up ---------------------------------------------------------------------------------------------------
$(CURDIR)/.tools/bin/uv:
	python3 -m venv .tools || ($(SUDO) apt-get install -y -qq python3-venv && python3 -m venv .tools)
	.tools/bin/pip install -q uv

apt-deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then echo "installing Debian packages:" $$missing; \
	$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; fi

python-deps: $(UV) apt-deps
	$(UV) sync --locked --all-packages

setup: python-deps
	cd portal && npm ci --no-audit --no-fund

# The build, then a brotli and a gzip copy of each file beside it, which the server (and nginx) send as they are.
portal: setup
	cd portal && npm run build
	$(PY) python -m servestatic.compress -q --no-zstd portal/dist

# ---- the service ----------------------------------------------------------------------------------------------
migrate: python-deps
	$(PY) notary migrate

seed: migrate
	$(PY) notary seed

serve:
	$(PY) notary serve

run: portal seed
	$(PY) notary serve

openapi: python-deps
	$(PY) notary openapi --out portal/openapi.json

client: openapi
	cd portal && npm run generate-client

check-client: setup
	@tmp=$$(mktemp -d); cp -r portal/src/lib/api "$$tmp/api"; cp portal/openapi.json "$$tmp/openapi.json"; \
	$(MAKE) --no-print-directory client >/dev/null; \
	if ! diff -rq "$$tmp/api" portal/src/lib/api >/dev/null || ! diff -q "$$tmp/openapi.json" portal/openapi.json >/dev/null; then \
	  echo "The committed API client is out of date: run 'make client' and commit the result."; exit 1; fi; \
	echo "API client is up to date"

# A fresh SQLite database and the built portal on port $(E2E_PORT), for the browser tests; the face-check socket
# takes that port's pages.
# The Chromium suite's server: its own database, the sandbox clock at a Monday morning in Tashkent so the time rules
# (working hours, visit windows) hold at any real hour, visits on a 15-minute grid so a visit is never more than 15
# minutes ahead, queue bookings without notice so a test books and checks in for the next slot at once, links on its
# own port. tests/e2e/tests/fixtures.ts gives the CLI the same values.
# Its media server (Janus, started by `notary serve`) on ports of its own, so several suites can run side by side.
# Its tickets name a TURN server (coturn) on E2E_PORT + 40000 that only video-turn.spec.ts starts, with this secret;
# the other specs' browsers find nobody there and take their direct path to Janus.
E2E_CLOCK ?= 2026-12-07T10:00:00+05:00
E2E_JANUS_HTTP = $(shell echo $$(( $(E2E_PORT) + 10000 )))
E2E_JANUS_WS = $(shell echo $$(( $(E2E_PORT) + 20000 )))
E2E_TURN = $(shell echo $$(( $(E2E_PORT) + 40000 )))
E2E_ENV = DATABASE_URL=sqlite:///$(E2E_DB) NOTARY_DATA_DIR=/tmp/notary-e2e-data-$(E2E_PORT) \
	NOTARY_SANDBOX_CLOCK=$(E2E_CLOCK) NOTARY_ACTS__VISIT_MINUTES=15 NOTARY_ACTS__PUBLIC_ORIGIN=http://127.0.0.1:$(E2E_PORT) \
	NOTARY_QUEUE__MIN_NOTICE_MINUTES=0 \
	NOTARY_VIDEO__HTTP_PORT=$(E2E_JANUS_HTTP) NOTARY_VIDEO__JANUS_URL=http://127.0.0.1:$(E2E_JANUS_HTTP)/janus \
	NOTARY_VIDEO__ADMIN_PORT=$(shell echo $$(( $(E2E_PORT) + 30000 ))) NOTARY_VIDEO__WS_PORT=$(E2E_JANUS_WS) \
	NOTARY_VIDEO__BROWSER_URL=ws://127.0.0.1:$(E2E_JANUS_WS) \
	NOTARY_VIDEO__TURN_URLS='["turn:127.0.0.1:$(E2E_TURN)?transport=udp"]' NOTARY_VIDEO__TURN_SECRET=e2e-turn-development-only

e2e-server:
	rm -f $(E2E_DB) $(E2E_DB)-wal $(E2E_DB)-shm
	$(E2E_ENV) $(PY) notary migrate
	$(E2E_ENV) $(PY) notary seed
	$(E2E_ENV) NOTARY_FACE_CHECK__ALLOWED_ORIGINS='["http://127.0.0.1:$(E2E_PORT)"]' $(PY) notary serve --port $(E2E_PORT)

# ---- tests ----------------------------------------------------------------------------------------------------
# The server's two runs keep both cores busy; the agent's, the shell's and the installer's tests mostly wait (timers,
# daemons, npm), so they run beside them. Each run's output is printed whole when it ends.
test: setup
	$(MAKE) --no-print-directory lint typecheck check-client
	$(MAKE) --no-print-directory -j5 --output-sync=target test-server-postgresql test-server-sqlite test-agent \
		test-shell test-installer test-fuzz
	$(MAKE) --no-print-directory test-liveness test-portal test-e2e
	cd portal && npm run budget

# The two databases side by side, one core each; each run's output is printed whole when it ends.
test-server: python-deps
	$(MAKE) --no-print-directory -j2 --output-sync=target test-server-postgresql test-server-sqlite

test-server-postgresql test-server-sqlite: test-server-%:
	$(PY) pytest server/tests --db $* -q -p no:cacheprovider

# Schemathesis over the whole API in-process on SQLite, anonymously and logged in: no 5xx, answers as the schema says
# (server/tests/fuzz; collected only when asked for by path, so the runs above do not repeat it).
test-fuzz: python-deps
	$(PY) pytest server/tests/fuzz --db sqlite -q -p no:cacheprovider

test-liveness: python-deps
	$(PY) pytest server/liveness/tests -q -p no:cacheprovider

test-agent: python-deps
	QT_QPA_PLATFORM=offscreen $(PY) pytest camera-agent/tests -q -p no:cacheprovider

test-portal: setup
	cd portal && npm run lint && npm run typecheck && npm test

test-shell:
	cd kiosk-shell && ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci --no-audit --no-fund && npm test && npm run lint:security

test-installer: apt-deps
	bash installer/tests/run.sh

test-e2e: portal
	cd tests/e2e && npm ci --no-audit --no-fund && UV=$(UV) npx playwright test

# The identification page's help video and its captions in oz, uz and ru (portal/public/help/, committed): a citizen's
# walk through the identification recorded in Chromium against the e2e server (tests/e2e/tests/help-video.record.ts).
# Run it after the identification screens or the captions change; not part of `make portal`, as it takes minutes.
help-video: portal
	cd tests/e2e && npm ci --no-audit --no-fund && UV=$(UV) npx playwright test --config help-video.config.ts

bench: python-deps
	@for b in bench/*_bench.py; do echo "== $$b"; $(PY) python $$b; done

# ruff, and the server's import boundaries (docs/architecture.md, [tool.importlinter] in pyproject.toml).
lint: python-deps
	$(PY) ruff check server camera-agent bench
	$(PY) lint-imports

typecheck: python-deps
	$(PY) mypy camera-agent/camera_agent server/liveness/liveness server/notary
