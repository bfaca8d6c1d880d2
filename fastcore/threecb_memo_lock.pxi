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
