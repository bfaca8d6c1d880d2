# Memory for big arrays probed at random (hash tables, memo banks): offered huge pages, so a
# probe misses the TLB far less and a fresh array is faulted in 512 times fewer. Where the
# system does not do huge pages the advice does nothing.
from libc.stdlib cimport calloc, free

cdef extern from * nogil:
    """
    #include <sys/mman.h>
    #ifndef MADV_HUGEPAGE
    #define MADV_HUGEPAGE MADV_NORMAL
    #endif
    """
    void* mmap(void* address, size_t length, int protection, int flags, int fd, long offset)
    int munmap(void* address, size_t length)
    int madvise(void* address, size_t length, int advice)
    void* MAP_FAILED
    enum: PROT_READ, PROT_WRITE, MAP_PRIVATE, MAP_ANONYMOUS, MADV_HUGEPAGE


cdef enum:
    HUGE_PAGE_BYTES = 2 * 1024 * 1024


cdef inline void* big_zeroed_array(size_t nbytes) noexcept nogil:
    """Zeroed memory; from HUGE_PAGE_BYTES up, mapped and offered huge pages. Free it with
    free_big_array and the same size."""
    cdef void* memory
    if nbytes < HUGE_PAGE_BYTES:
        return calloc(1, nbytes)
    memory = mmap(NULL, nbytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    if memory == MAP_FAILED:
        return NULL
    madvise(memory, nbytes, MADV_HUGEPAGE)
    return memory


cdef inline void free_big_array(void* memory, size_t nbytes) noexcept nogil:
    if memory == NULL:
        return
    if nbytes < HUGE_PAGE_BYTES:
        free(memory)
    else:
        munmap(memory, nbytes)


cdef inline void advise_huge_pages(void* memory, size_t nbytes) noexcept nogil:
    """Offers huge pages for the whole huge pages inside [memory, memory + nbytes) (a static
    array's, say: only aligned runs can be huge)."""
    cdef size_t start = (<size_t>memory + HUGE_PAGE_BYTES - 1) & ~(<size_t>HUGE_PAGE_BYTES - 1)
    cdef size_t stop = (<size_t>memory + nbytes) & ~(<size_t>HUGE_PAGE_BYTES - 1)
    if stop > start:
        madvise(<void*>start, stop - start, MADV_HUGEPAGE)
