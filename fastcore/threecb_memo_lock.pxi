# 3 Card Blind: the try-lock the engine's memos (payment and priority lists) are taken with.
# With the GIL released, two threads may run the engine at once; one that finds a memo taken
# does the work itself instead of waiting.

cdef extern from *:
    """
    static int memo_try_lock(char* flag) {
        return !__atomic_test_and_set(flag, __ATOMIC_ACQUIRE);
    }
    static void memo_unlock(char* flag) {
        __atomic_clear(flag, __ATOMIC_RELEASE);
    }
    """
    bint memo_try_lock(char* flag) noexcept nogil
    void memo_unlock(char* flag) noexcept nogil
