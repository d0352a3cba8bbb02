"""The notary service's server."""

import os

# Before numpy loads: its OpenBLAS otherwise keeps a helper thread spinning after each large product, taking CPU from
# the face checks that share the process (bench/facecheck_bench.py). The server's own matrix work is small.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
