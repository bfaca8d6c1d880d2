"""The search tree as a struct of arrays (scikit-learn's tree and mctx are the models).

Node 0 is the root. Children form a linked list (first_child, next_sibling). The arrays grow
by doubling inside compiled code. `SearchTree.arrays()` gives zero-copy NumPy views for tests
and inspection; they keep the tree alive and stay valid until the tree grows again (that is,
until the next search on it).
"""
from libc.stdint cimport int32_t
from libc.stdlib cimport free, realloc

import numpy as np

cdef int _grow(TreeData* t, int32_t capacity) noexcept nogil:
    cdef int32_t** arrays[7]
    cdef int i
    cdef void* grown
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
    return child


cdef int32_t tree_find_child(const TreeData* t, int32_t node, int32_t action, int32_t mover) noexcept nogil:
    cdef int32_t child = t.first_child[node]
    while child != NO_NODE:
        if t.action[child] == action and t.mover[child] == mover:
            return child
        child = t.next_sibling[child]
    return NO_NODE


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
        if max_nodes < 1:
            raise ValueError(f"max_nodes must be positive, got {max_nodes}")
        self.data.parent = NULL
        self.data.first_child = NULL
        self.data.next_sibling = NULL
        self.data.action = NULL
        self.data.mover = NULL
        self.data.visits = NULL
        self.data.availability = NULL
        self.data.value = NULL
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
