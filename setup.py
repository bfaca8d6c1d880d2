"""Declares the Cython extensions in fastcore/. Everything else lives in pyproject.toml.

The 3 Card Blind engine and the exact solver are built with profile-guided optimisation when
the compiler is GCC: built once instrumented, trained on benchmarks/pgo_workload.py, built
again with the profile (about a minute more than a plain build). Their time goes to many
small branchy steps, where a profile's branch and layout choices save about 7% of the
solver's time (README, Development). CARDTREE_PGO=0 builds them plainly; so does any failure
of the training run (with a warning).
"""
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy
from Cython.Build import cythonize
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

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

SOURCE_ROOT = Path(__file__).resolve().parent
PGO_EXTENSIONS = ("fastcore.threecb", "fastcore.solver")
PGO_WORKLOAD = SOURCE_ROOT / "benchmarks" / "pgo_workload.py"
PROFILE_MARK = "-DCARDTREE_PROFILE_BUILD=1"    # read as BUILT_WITH_PROFILE (fastcore/build_info.pxd)


def compiler_is_gcc(compiler) -> bool:
    executable = getattr(compiler, "compiler_so", None)
    if not executable:
        return False
    try:
        version = subprocess.run([executable[0], "--version"], capture_output=True, text=True,
                                 timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return "Free Software Foundation" in version and "clang" not in version.lower()


class BuildWithProfile(build_ext):
    """build_ext that builds PGO_EXTENSIONS with GCC's profile-guided optimisation."""

    def build_extensions(self):
        targets = [ext for ext in self.extensions if ext.name in PGO_EXTENSIONS]
        wanted = os.environ.get("CARDTREE_PGO", "1") != "0"
        if not (targets and wanted and PGO_WORKLOAD.exists() and compiler_is_gcc(self.compiler)):
            super().build_extensions()
            return
        everything, self.extensions = self.extensions, [e for e in self.extensions
                                                        if e not in targets]
        try:
            super().build_extensions()
        finally:
            self.extensions = everything
        profile_dir = tempfile.mkdtemp(prefix="cardtree-pgo-")
        try:
            with profile_flags(targets, [f"-fprofile-generate={profile_dir}", PROFILE_MARK],
                               ["-fprofile-generate"]):
                self.rebuild(targets)
            trained = self.train() and any(Path(profile_dir).rglob("*.gcda"))
            use = [f"-fprofile-use={profile_dir}", "-fprofile-partial-training",
                   "-Wno-missing-profile", PROFILE_MARK] if trained else []
            with profile_flags(targets, use, []):
                self.rebuild(targets)
        finally:
            shutil.rmtree(profile_dir, ignore_errors=True)

    def rebuild(self, targets):
        """Builds `targets` whether or not their sources changed since the last build."""
        force, self.force = self.force, True
        try:
            for ext in targets:
                self.build_extension(ext)
        finally:
            self.force = force

    def train(self) -> bool:
        """Runs the workload on the instrumented build; False (after a warning) if it fails."""
        with tempfile.TemporaryDirectory(prefix="cardtree-pgo-build-") as staging:
            package = Path(staging) / "fastcore"
            shutil.copytree(SOURCE_ROOT / "fastcore", package,
                            ignore=shutil.ignore_patterns("*.so", "*.pyd", "*.c", "__pycache__"))
            for ext in self.extensions:
                shutil.copy2(self.get_ext_fullpath(ext.name), package)
            # pip's isolated build finds its build requirements (NumPy) through PYTHONPATH:
            # keep it, and name NumPy's directory in case it is reached some other way.
            search_path = [staging, str(SOURCE_ROOT), os.environ.get("PYTHONPATH", ""),
                           str(Path(numpy.__file__).resolve().parents[1])]
            env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, search_path)))
            print("cardtree: training the profile-guided build on", PGO_WORKLOAD.name, flush=True)
            run = subprocess.run([sys.executable, str(PGO_WORKLOAD)], cwd=staging, env=env,
                                 capture_output=True, text=True)
        if run.returncode != 0:
            print(f"warning: cardtree's profile training failed ({run.returncode}); building "
                  f"without a profile\n{run.stderr[-2000:]}", file=sys.stderr, flush=True)
            return False
        return True


class profile_flags:
    """Adds compile and link flags to some extensions for the length of a with block."""

    def __init__(self, extensions, compile_flags, link_flags):
        self.extensions = extensions
        self.compile_flags = compile_flags
        self.link_flags = link_flags

    def __enter__(self):
        self.saved = [(ext.extra_compile_args, ext.extra_link_args) for ext in self.extensions]
        for ext in self.extensions:
            ext.extra_compile_args = [*ext.extra_compile_args, *self.compile_flags]
            ext.extra_link_args = [*ext.extra_link_args, *self.link_flags]

    def __exit__(self, *exc):
        for ext, (compile_args, link_args) in zip(self.extensions, self.saved):
            ext.extra_compile_args = compile_args
            ext.extra_link_args = link_args


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

setup(ext_modules=cythonize(extensions, compiler_directives=COMPILER_DIRECTIVES),
      cmdclass={"build_ext": BuildWithProfile})
