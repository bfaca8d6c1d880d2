# The search tree: a flat struct of arrays with index links, grown on demand.
from libc.stdint cimport int32_t

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
    int32_t n_nodes
    int32_t capacity
    int32_t max_nodes

cdef void tree_clear(TreeData* t) noexcept nogil
cdef int32_t tree_add_child(TreeData* t, int32_t node, int32_t action, int32_t mover) noexcept nogil
cdef int32_t tree_find_child(const TreeData* t, int32_t node, int32_t action, int32_t mover) noexcept nogil

cdef class SearchTree:
    cdef TreeData data
    cdef object _field(self, void* pointer, Py_ssize_t itemsize, bytes fmt)
