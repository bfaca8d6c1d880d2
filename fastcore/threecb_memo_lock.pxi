# 3 Card Blind: how threads share the engine's memos (payment and priority lists, turn runs).
#
# With the GIL released, several threads may run the engine at once. Each memo comes in
# MEMO_BANKS banks: the thread that imported the engine uses bank 0 and every other thread
# bank 1, so a pairing's two games solved at once (one in the caller's thread, one in a second
# thread) never touch each other's memos: they neither wait for them nor overwrite each
# other's entries. Threads beyond that share bank 1, each bank taken with a try-lock: a thread
# that finds a bank taken does the work itself instead of waiting.

cdef enum:
    MEMO_BANKS = 2
    CACHE_LINE = 64


# A lock on a cache line of its own: two threads taking two banks' locks would otherwise pass
# one cache line back and forth between their cores at every memo access.
ctypedef struct MemoLock:
    char flag
    char unused[CACHE_LINE - 1]


# Statistics counted per bank, a cache line apart for the same reason.
ctypedef struct BankCount:
    int64_t count
    char unused[CACHE_LINE - 8]

cdef extern from *:
    """
    static int memo_try_lock(char* flag) {
        return !__atomic_test_and_set(flag, __ATOMIC_ACQUIRE);
    }
    static void memo_unlock(char* flag) {
        __atomic_clear(flag, __ATOMIC_RELEASE);
    }
    static unsigned long memo_home_thread = 0;
    static void remember_memo_home_thread(void) {
        memo_home_thread = PyThread_get_thread_ident();
    }
    static int memo_bank(void) {
        return PyThread_get_thread_ident() == memo_home_thread ? 0 : 1;
    }
    """
    bint memo_try_lock(char* flag) noexcept nogil
    void memo_unlock(char* flag) noexcept nogil
    void remember_memo_home_thread() noexcept nogil
    int memo_bank() noexcept nogil

remember_memo_home_thread()


# The memos keep a whole state and are used only for that very state. A state's stack items
# past stack_len, pending triggers past pending_len and object slots past object_limit are
# free (invariants 2 and 10) and no rule reads them, so the memos copy and compare only what
# lies before the stack and the items and slots in use: about a third of the buffer.
cdef inline size_t bytes_before_stack(const TCBState* s) noexcept nogil:
    return <size_t>(<const char*>s.stack - <const char*>s)


cdef bint same_live_state(const TCBState* a, const TCBState* b) noexcept nogil:
    """Are the states equal in everything but their free stack items, pending triggers and
    object slots? (The lengths and the object limit lie before the stack: compared first.)"""
    if memcmp(a, b, bytes_before_stack(a)) != 0:
        return False
    if memcmp(a.objects, b.objects, a.object_limit * sizeof(Obj)) != 0:
        return False
    if a.stack_len and memcmp(a.stack, b.stack, a.stack_len * sizeof(StackItem)) != 0:
        return False
    return a.pending_len == 0 or memcmp(a.pending, b.pending,
                                        a.pending_len * sizeof(StackItem)) == 0


cdef void copy_live_state(TCBState* to, const TCBState* s) noexcept nogil:
    """Copies what same_live_state compares."""
    memcpy(to, s, bytes_before_stack(s))
    memcpy(to.objects, s.objects, s.object_limit * sizeof(Obj))
    memcpy(to.stack, s.stack, s.stack_len * sizeof(StackItem))
    memcpy(to.pending, s.pending, s.pending_len * sizeof(StackItem))
