from libc.stdint cimport uint32_t, uint64_t

cdef int redeal_card_sets(uint64_t* zones, int n_zones, const uint64_t* known,
                          uint64_t* knowledge, int n_knowledge, uint32_t* rng) noexcept nogil
