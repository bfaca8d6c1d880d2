"""Compiled kernels: state buffers, RNG, hashing, determinization and each game's engine."""
