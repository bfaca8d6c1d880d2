# How this module was compiled, as setup.py told the C compiler.

cdef extern from *:
    """
    #ifndef CARDTREE_PROFILE_BUILD
    #define CARDTREE_PROFILE_BUILD 0  /* setup.py defines it 1 in a profile-guided build */
    #endif
    """
    const int CARDTREE_PROFILE_BUILD
