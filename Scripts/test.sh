#!/usr/bin/env bash
# The test command (README, CI): install dependencies, check formatting, build every target with
# warnings as errors, and run all tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash Scripts/install-dependencies.sh
swift format lint --strict --recursive --parallel Package.swift Sources Tests
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
