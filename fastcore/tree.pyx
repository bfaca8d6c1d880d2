"""The search tree as a struct of arrays (scikit-learn's tree and mctx are the models).

Node 0 is the root. Children form a linked list (first_child, next_sibling); beside it a hash
index maps (parent, action, mover) to the child, so that a search step costs one lookup per legal
action rather than a walk over every child (in ISMCTS most children are illegal in the current
determinization). The arrays grow by doubling inside compiled code. `SearchTree.arrays()` gives zero-copy NumPy views for tests
and inspection; they keep the tree alive and stay valid until the tree grows again (that is,
until the next search on it).
"""
from libc.stdint cimport int32_t, uint64_t
from libc.stdlib cimport free, realloc
from libc.string cimport memset

import numpy as np

cdef int _grow(TreeData* t, int32_t capacity) noexcept nogil:
    """Grows every array to `capacity` nodes; -1 (the tree unchanged) when memory runs out."""
    cdef int32_t** arrays[7]
    cdef int i
    cdef void* grown
    if _grow_index(t, capacity) != 0:
        return -1
    arrays[0] = &t.parent
    arrays[1] = &t.first_child
    arrays[2] = &t.next_sibling
    arrays[3] = &t.action
    arrays[4] = &t.mover
    arrays[5] = &t.visits
    arrays[6] = &t.availability
    for i in range(7):
        grown = realloc(arrays[i][0], capacity * sizeof(int32_t))
        if grown == NULL:
            return -1
        arrays[i][0] = <int32_t*>grown
    grown = realloc(t.value, capacity * sizeof(double))
    if grown == NULL:
        return -1
    t.value = <double*>grown
    t.capacity = capacity
    return 0


cdef int _grow_index(TreeData* t, int32_t capacity) noexcept nogil:
    """Sizes the index to at least twice `capacity` (so its load stays at most one half) and
    re-inserts every child. Until it succeeds, the old index stays valid."""
    cdef int bits = 1
    cdef void* grown
    cdef int32_t child
    while (<uint64_t>1 << bits) < 2 * <uint64_t>capacity:
        bits += 1
    if t.index_key != NULL and 64 - t.index_shift == bits:
        return 0
    grown = realloc(t.index_key, (<uint64_t>1 << bits) * sizeof(uint64_t))
    if grown == NULL:
        return -1
    t.index_key = <uint64_t*>grown
    grown = realloc(t.index_child, (<uint64_t>1 << bits) * sizeof(int32_t))
    if grown == NULL:
        return -1
    t.index_child = <int32_t*>grown
    t.index_shift = 64 - bits
    _clear_index(t)
    for child in range(1, t.n_nodes):
        _index_insert(t, t.parent[child], t.action[child], t.mover[child], child)
    return 0


cdef void _clear_index(TreeData* t) noexcept nogil:
    memset(t.index_key, INDEX_EMPTY_BYTE, (<uint64_t>1 << (64 - t.index_shift)) * sizeof(uint64_t))


cdef void _index_insert(TreeData* t, int32_t node, int32_t action, int32_t mover,
                        int32_t child) noexcept nogil:
    cdef uint64_t key = index_key(node, action, mover)
    cdef uint64_t mask = (<uint64_t>1 << (64 - t.index_shift)) - 1
    cdef uint64_t slot = index_slot(t, key)
    while t.index_key[slot] != INDEX_EMPTY:
        slot = (slot + 1) & mask
    t.index_key[slot] = key
    t.index_child[slot] = child


cdef void tree_clear(TreeData* t) noexcept nogil:
    """Empties the tree down to a fresh root (keeping its memory)."""
    t.n_nodes = 1
    t.parent[0] = NO_NODE
    t.first_child[0] = NO_NODE
    t.next_sibling[0] = NO_NODE
    t.action[0] = -1
    t.mover[0] = -1
    t.visits[0] = 0
    t.availability[0] = 0
    t.value[0] = 0.0
    _clear_index(t)


cdef int32_t tree_add_child(TreeData* t, int32_t node, int32_t action, int32_t mover) noexcept nogil:
    """A new child of `node`; NO_NODE when memory or the node cap runs out."""
    cdef int32_t child = t.n_nodes
    if child >= t.max_nodes:
        return NO_NODE
    if child >= t.capacity and _grow(t, min(2 * t.capacity, t.max_nodes)) != 0:
        return NO_NODE
    t.parent[child] = node
    t.first_child[child] = NO_NODE
    t.next_sibling[child] = t.first_child[node]
    t.first_child[node] = child
    t.action[child] = action
    t.mover[child] = mover
    t.visits[child] = 0
    t.availability[child] = 0
    t.value[child] = 0.0
    t.n_nodes += 1
    _index_insert(t, node, action, mover, child)
    return child


cdef class _ArrayView:
    """Exposes one field of a tree through the buffer protocol, keeping the tree alive."""
    cdef SearchTree tree
    cdef void* pointer
    cdef Py_ssize_t length
    cdef Py_ssize_t itemsize
    cdef bytes fmt

    def __getbuffer__(self, Py_buffer* view, int flags):
        view.buf = self.pointer
        view.obj = self
        view.len = self.length * self.itemsize
        view.readonly = 1
        view.itemsize = self.itemsize
        view.format = self.fmt
        view.ndim = 1
        view.shape = &self.length
        view.strides = &self.itemsize
        view.suboffsets = NULL
        view.internal = NULL

    def __releasebuffer__(self, Py_buffer* view):
        pass


cdef class SearchTree:
    """A search tree; `max_nodes` caps its memory (a search stops adding nodes there)."""

    def __cinit__(self, int initial_capacity=4096, int max_nodes=20_000_000):
        if not 1 <= max_nodes <= MAX_TREE_NODES:
            raise ValueError(f"max_nodes must be between 1 and {MAX_TREE_NODES:,}, got {max_nodes}")
        self.data.parent = NULL
        self.data.first_child = NULL
        self.data.next_sibling = NULL
        self.data.action = NULL
        self.data.mover = NULL
        self.data.visits = NULL
        self.data.availability = NULL
        self.data.value = NULL
        self.data.index_key = NULL
        self.data.index_child = NULL
        self.data.n_nodes = 1
        self.data.max_nodes = max_nodes
        if _grow(&self.data, max(16, min(initial_capacity, max_nodes))) != 0:
            raise MemoryError()
        tree_clear(&self.data)

    def __dealloc__(self):
        free(self.data.parent)
        free(self.data.first_child)
        free(self.data.next_sibling)
        free(self.data.action)
        free(self.data.mover)
        free(self.data.visits)
        free(self.data.availability)
        free(self.data.value)
        free(self.data.index_key)
        free(self.data.index_child)

    @property
    def n_nodes(self):
        return self.data.n_nodes

    def __len__(self):
        return self.data.n_nodes

    def arrays(self):
        """Zero-copy read-only NumPy views of every field over the current nodes."""
        cdef TreeData* t = &self.data
        return {
            "parent": self._field(t.parent, sizeof(int32_t), b"i"),
            "first_child": self._field(t.first_child, sizeof(int32_t), b"i"),
            "next_sibling": self._field(t.next_sibling, sizeof(int32_t), b"i"),
            "action": self._field(t.action, sizeof(int32_t), b"i"),
            "mover": self._field(t.mover, sizeof(int32_t), b"i"),
            "visits": self._field(t.visits, sizeof(int32_t), b"i"),
            "availability": self._field(t.availability, sizeof(int32_t), b"i"),
            "value": self._field(t.value, sizeof(double), b"d"),
        }

    cdef object _field(self, void* pointer, Py_ssize_t itemsize, bytes fmt):
        cdef _ArrayView view = _ArrayView.__new__(_ArrayView)
        view.tree = self
        view.pointer = pointer
        view.length = self.data.n_nodes
        view.itemsize = itemsize
        view.fmt = fmt
        return np.asarray(view)

    def find_child(self, int node, int action, int mover):
        """The child of `node` reached by (action, mover) through the hash index, or -1."""
        if not 0 <= node < self.data.n_nodes:
            raise IndexError(f"node {node} is not in a tree of {self.data.n_nodes} nodes")
        return tree_find_child(&self.data, node, action, mover)

    def children(self, int node=0):
        """The child indices of `node`, newest first."""
        if not 0 <= node < self.data.n_nodes:
            raise IndexError(f"node {node} is not in a tree of {self.data.n_nodes} nodes")
        out = []
        cdef int32_t child = self.data.first_child[node]
        while child != NO_NODE:
            out.append(child)
            child = self.data.next_sibling[child]
        return out
