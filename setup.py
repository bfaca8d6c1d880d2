"""Declares the Cython extensions in fastcore/. Everything else lives in pyproject.toml."""
import platform
from pathlib import Path

import numpy
from Cython.Build import cythonize
from setuptools import Extension, setup

COMPILER_DIRECTIVES = {
    "language_level": 3,
    "boundscheck": False,
    "wraparound": False,
    "cdivision": True,
    "initializedcheck": False,
}

# Card sets are counted with popcount; without this x86-64 compilers emit a slow software
# routine. Every x86-64 CPU since about 2008 has the instruction.
CPU_FLAGS = ["-mpopcnt"] if platform.machine().lower() in ("x86_64", "amd64") else []

extensions = [
    Extension(
        f"fastcore.{path.stem}",
        [str(path)],
        include_dirs=[numpy.get_include()],
        # States are int32 buffers read as structs with uint64 card sets: type punning that
        # strict aliasing would let the optimiser reorder.
        extra_compile_args=["-O3", "-fno-strict-aliasing", *CPU_FLAGS],
        define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")],
    )
    for path in sorted(Path("fastcore").glob("*.pyx"))
]

setup(ext_modules=cythonize(extensions, compiler_directives=COMPILER_DIRECTIVES))
