# The search tree: a flat struct of arrays with index links, grown on demand.
from libc.stdint cimport int32_t, uint32_t, uint64_t

cdef enum:
    NO_NODE = -1

ctypedef struct TreeData:
    int32_t* parent
    int32_t* first_child
    int32_t* next_sibling
    int32_t* action        # the action (in MO-ISMCTS: the observation) leading here
    int32_t* mover         # the player who took it (-1 at the root)
    int32_t* visits
    int32_t* availability  # iterations in which this node could have been chosen
    double* value          # sum of the mover's rewards
    uint64_t* index_key    # the child index: an open-addressing hash table from
    int32_t* index_child   #   (parent, action, mover) to the child, so a search looks up the
    int index_shift        #   legal actions instead of walking every sibling
    int32_t n_nodes
    int32_t capacity
    int32_t max_nodes

cdef enum:
    INDEX_EMPTY_BYTE = 0xFF          # memset byte: an empty slot's key is all ones
    MAX_TREE_NODES = 1 << 27         # node ids fit the key's 27 bits

cdef extern from *:
    """
    #define CARDTREE_INDEX_EMPTY 0xFFFFFFFFFFFFFFFFULL
    """
    const uint64_t INDEX_EMPTY "CARDTREE_INDEX_EMPTY"

cdef void tree_clear(TreeData* t) noexcept nogil
cdef int32_t tree_add_child(TreeData* t, int32_t node, int32_t action, int32_t mover) noexcept nogil


cdef inline uint64_t index_key(int32_t node, int32_t action, int32_t mover) noexcept nogil:
    # 27 bits of node, 32 of action (observations may be any int32), 5 of mover (< 16, so a
    # key is never all ones: that marks an empty slot).
    return (<uint64_t>node << 37) | (<uint64_t>(<uint32_t>action) << 5) | <uint64_t>(mover & 31)


cdef inline uint64_t index_slot(const TreeData* t, uint64_t key) noexcept nogil:
    return (key * 0x9E3779B97F4A7C15ULL) >> t.index_shift      # Fibonacci hashing


cdef inline int32_t tree_find_child(const TreeData* t, int32_t node, int32_t action,
                                    int32_t mover) noexcept nogil:
    """The child of `node` reached by (action, mover), or NO_NODE."""
    cdef uint64_t key = index_key(node, action, mover)
    cdef uint64_t mask = (<uint64_t>1 << (64 - t.index_shift)) - 1
    cdef uint64_t slot = index_slot(t, key)
    while t.index_key[slot] != INDEX_EMPTY:
        if t.index_key[slot] == key:
            return t.index_child[slot]
        slot = (slot + 1) & mask
    return NO_NODE

cdef class SearchTree:
    cdef TreeData data
    cdef object _field(self, void* pointer, Py_ssize_t itemsize, bytes fmt)
