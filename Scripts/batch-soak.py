#!/usr/bin/env python3
"""Soak test of `scenediff batch`: many pairs, some broken, several job counts, random kills.

    python3 Scripts/batch-soak.py [--binary .build/release/scenediff] [--pairs 1000] [--kills 10]

1. Generates PAIRS pairs with Scripts/batch-fixtures.py, every tenth broken (ten kinds).
2. Runs `batch -o` at --jobs 1, 2 and 8 and checks: exit status 1, PAIRS - PAIRS/10 plans and
   PAIRS/10 located `file:line:column: error:` diagnostics, one result file per pair, and every
   output file byte-identical across the three runs (stdout and stderr too).
3. KILLS times, each into a fresh folder: starts `batch -o DIR --jobs 2`, SIGKILLs it after a
   random delay (fixed seed; 5 % to 95 % of the --jobs 2 run's time), checks no file in DIR is cut short (every .json parses), then
   runs `batch -o DIR --resume --jobs 2`, which must finish with the uninterrupted run's
   files, stdout and exit status.

Prints each step's figures and exits 1 on the first mismatch.
"""

import argparse
import filecmp
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def files(folder):
    found = {}
    for base, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            with open(path, "rb") as f:
                found[os.path.relpath(path, folder)] = f.read()
    return found


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "scenediff"))
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="scenediff-soak-")
    try:
        pairs = os.path.join(work, "pairs")
        subprocess.run(
            [sys.executable, os.path.join(ROOT, "Scripts", "batch-fixtures.py"), pairs,
             "--pairs", str(args.pairs), "--broken-every", "10"],
            check=True,
        )
        broken = args.pairs // 10
        runs = {}
        durations = {}
        for jobs in (1, 2, 8):
            out = os.path.join(work, f"out-j{jobs}")
            start = time.monotonic()
            run = subprocess.run(
                [args.binary, "batch", pairs, "-o", out, "--jobs", str(jobs)],
                capture_output=True, text=True,
            )
            seconds = time.monotonic() - start
            durations[jobs] = seconds
            written = files(out)
            plans = sum(1 for name in written if name.endswith(".plan.json"))
            results = sum(1 for name in written if name.endswith(".result.json"))
            located = [
                line for line in run.stderr.splitlines()
                if line.startswith(pairs) and ": error: " in line
            ]
            print(f"--jobs {jobs}: exit {run.returncode}, {plans} plans, {results} result files, "
                  f"{len(located)} located errors, {len(written)} files, {seconds:.1f} s")
            if run.returncode != 1:
                fail(f"exit status {run.returncode}, expected 1")
            if plans != args.pairs - broken or results != args.pairs or len(located) != broken:
                fail("wrong counts")
            runs[jobs] = (run.stdout, run.stderr, written)
        uninterrupted = durations[2]
        for jobs in (2, 8):
            if runs[jobs] != runs[1]:
                fail(f"--jobs {jobs} differs from --jobs 1")
        print("identical at --jobs 1, 2 and 8")

        expected_stdout, _, expected = runs[1]
        rng = random.Random(args.seed)
        for attempt in range(1, args.kills + 1):
            out = os.path.join(work, f"killed-{attempt}")
            delay = rng.uniform(0.05, 0.95) * uninterrupted
            process = subprocess.Popen(
                [args.binary, "batch", pairs, "-o", out, "--jobs", "2"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )
            time.sleep(delay)
            finished = process.poll() is not None
            if not finished:
                process.send_signal(signal.SIGKILL)
            process.wait()
            written = files(out) if os.path.exists(out) else {}
            for name, data in written.items():
                if name.endswith(".json"):
                    try:
                        json.loads(data)
                    except ValueError:
                        fail(f"kill {attempt}: '{name}' is cut short")
            done = sum(1 for name in written if name.endswith(".result.json"))
            temporary = sum(1 for name in written if name.endswith(".scenediff-tmp"))
            start = time.monotonic()
            run = subprocess.run(
                [args.binary, "batch", pairs, "-o", out, "--resume", "--jobs", "2"],
                capture_output=True, text=True,
            )
            seconds = time.monotonic() - start
            if run.returncode != 1 or run.stdout != expected_stdout:
                fail(f"kill {attempt}: the resumed run's status or table differs")
            if files(out) != expected:
                fail(f"kill {attempt}: the resumed run's files differ from the uninterrupted run's")
            print(f"kill {attempt}: SIGKILL after {delay:.2f} s{' (it had finished)' if finished else ''}: "
                  f"{done} of {args.pairs} results on disk, {temporary} temporary files, every JSON "
                  f"file whole; --resume finished in {seconds:.1f} s, identical")
            shutil.rmtree(out)
        print(f"{args.kills} kills: every --resume finished identical to the uninterrupted run")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
