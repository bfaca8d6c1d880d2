# 3 Card Blind: objects. Their characteristics through the layer system (CR 613), zone changes
# (CR 400.7), tokens, and the triggers that zone changes and steps set off (CR 603).

cdef enum:
    CHOICE_PENDING = 0xFFFE   # an "as it enters" choice not yet made (Obj.choice)
    NAME_OTHER = 0xFFFD       # Pithing Needle / Cabal Therapy: a name of no card in the game
    FACE_DOWN = 0xFFF8        # Obj.choice of a card exiled face down by hideaway (CR 702.75a,
                              #   406.3): it has no characteristics there (no permission of its
                              #   own to cast it from exile); cleared as it leaves exile
    NAME_ANY_NONLAND = 2      # name_options: every nonland card of the game (Meddling Mage)
    NAME_NONLAND_ABILITIES = 3   # name_options: nonland cards with activated abilities (Revoker)
    NAME_TAXED = 4            # name_options: what Anointed Peacekeeper's taxes can reach
    NAME_CURSED = 13          # name_options: what Curse of Silence's tax can reach (the
                              #   nonland cards the enchanted player owns)


# ---------------------------------------------------------------------------------------------
# Characteristics
# ---------------------------------------------------------------------------------------------
cdef inline bint is_basic(int card) noexcept nogil:
    return (CARD_SUPER[card] & ST_BASIC) != 0


cdef inline bint has_static(int card, int code) noexcept nogil:
    return (CARD_STATIC_MASK[card] & (<uint64_t>1 << code)) != 0


cdef inline int static_arg(int card, int code) noexcept nogil:
    cdef int k
    for k in range(CARD_STATIC_SLOTS):
        if CARD_STATIC[card][k] == code:
            return CARD_STATIC_ARG[card][k]
    return 0


cdef inline bint game_has_static(const TCBState* s, int code) noexcept nogil:
    """Could any card of this game have static ability `code`? (A cheap test first.)"""
    return (s.game_statics >> code) & 1


cdef bint magus_on(const TCBState* s) noexcept nogil:
    """A Magus of the Moon with its ability applies (CR 305.7 then makes nonbasic lands
    Mountains that lose their other abilities)."""
    cdef int i
    cdef const Obj* o
    if not game_has_static(s, S_NONBASICS_ARE_MOUNTAINS):
        return False
    for i in range(s.object_limit):
        o = &s.objects[i]
        if (o.zone == Z_BATTLEFIELD and has_static(o.card, S_NONBASICS_ARE_MOUNTAINS)
                and not (o.eot & OE_NO_ABILITIES)):
            return True
    return False


# ---------------------------------------------------------------------------------------------
# Auras (CR 303.4): Obj.attached
# ---------------------------------------------------------------------------------------------
cdef inline int attached_ref(const Obj* o) noexcept nogil:
    """What an Aura is attached to: an object, TGT_PLAYER0/1, or TGT_NONE (nothing, or not yet
    chosen)."""
    if o.attached == 0 or o.attached == ATTACH_PENDING:
        return TGT_NONE
    return o.attached - ATTACHED_BASE


cdef inline int aura_filter(int card) noexcept nogil:
    """What the Aura card may enchant: the filter of its spell's first target (CR 303.4a)."""
    return AB_TARGET_FILTER[CARD_SPELL[card]][0]


cdef bint may_enchant(const TCBState* s, int aura, int ref) noexcept nogil:
    """Could Aura `aura` be attached to `ref` (an object or a player code)? Its enchant ability
    (CR 702.5, 303.4d) and protection (CR 702.16c); not hexproof or shroud, which only stop
    targets (CR 303.4f)."""
    cdef int f = aura_filter(s.objects[aura].card)
    if ref == TGT_PLAYER0 or ref == TGT_PLAYER1:
        return f == F_PLAYER or (f == F_OPPONENT and ref - TGT_PLAYER0 != s.objects[aura].controller)
    if ref < 0 or ref >= MAX_OBJECTS or ref == aura:
        return False
    return (permanent_matches(s, ref, f, 0, s.objects[aura].controller)
            and not protected_from(s, ref, aura, False))


cdef bint attachment_legal(const TCBState* s, int aura) noexcept nogil:
    """CR 704.5m: an Aura attached to nothing or illegally is put into its owner's graveyard.
    One still being attached (ATTACH_PENDING) is left alone."""
    cdef const Obj* o = &s.objects[aura]
    if o.attached == ATTACH_PENDING:
        return True
    return o.attached != 0 and may_enchant(s, aura, o.attached - ATTACHED_BASE)


cdef bint any_enchantable(const TCBState* s, int aura) noexcept nogil:
    """Is there anything the Aura could enchant? (CR 303.4f: if not, an Aura put onto the
    battlefield without being cast stays where it is.)"""
    cdef int k
    if may_enchant(s, aura, TGT_PLAYER0) or may_enchant(s, aura, TGT_PLAYER1):
        return True
    for k in range(s.object_limit):
        if may_enchant(s, aura, k):
            return True
    return False


cdef void attach_aura(TCBState* s, int aura, int ref) noexcept nogil:
    """The Aura becomes attached to `ref` and gets a new timestamp (CR 613.7e): every other
    land-type effect is now older than its own."""
    s.objects[aura].attached = <uint8_t>(ATTACHED_BASE + ref)
    s.objects[aura].newer = 0


cdef int enchanted_land_type(const TCBState* s, int i, int* after_magus, int* urborg_newer) noexcept nogil:
    """The land type the Auras with an "enchanted land is ..." ability (Sea's Claim) give land
    i (0: none applies). `after_magus`: whether one of them is newer than every Magus of the
    Moon (CR 613.7: in layer 4 the latest timestamp wins); `urborg_newer`: the deck slots whose
    Urborg is newer than all of them (its Swamp is added after theirs)."""
    cdef int k, lt = 0
    cdef const Obj* o
    cdef int magi = 0
    after_magus[0] = 0
    urborg_newer[0] = 0xFF
    for k in range(s.object_limit):
        o = &s.objects[k]
        if (o.zone == Z_BATTLEFIELD and o.attached == ATTACHED_BASE + i
                and has_static(o.card, S_ENCHANTED_LAND_TYPE) and not (o.eot & OE_NO_ABILITIES)):
            if lt == 0 and game_has_static(s, S_NONBASICS_ARE_MOUNTAINS):
                magi = static_objects(s, S_NONBASICS_ARE_MOUNTAINS)
            lt = static_arg(o.card, S_ENCHANTED_LAND_TYPE)
            if not (o.newer & magi):
                after_magus[0] = 1
            urborg_newer[0] &= o.newer
    return lt


cdef inline bint land_type_enchanted(const TCBState* s, int i) noexcept nogil:
    """Is land i enchanted by an Aura that sets its land type (it then loses its rules-text
    abilities, CR 305.7, whatever the timestamps)?"""
    cdef int k
    cdef const Obj* o
    for k in range(s.object_limit):
        o = &s.objects[k]
        if (o.attached == ATTACHED_BASE + i and o.zone == Z_BATTLEFIELD
                and has_static(o.card, S_ENCHANTED_LAND_TYPE) and not (o.eot & OE_NO_ABILITIES)):
            return True
    return False


cdef inline bint printed_active(const TCBState* s, int i) noexcept nogil:
    """Does the object have the abilities printed on its card? (Nullhide Ferox can lose them;
    Magus of the Moon and Sea's Claim remove a land's, CR 305.7.)"""
    cdef const Obj* o = &s.objects[i]
    if o.eot & OE_NO_ABILITIES:
        return False
    if (CARD_TYPES[o.card] & T_LAND) and o.zone == Z_BATTLEFIELD:
        if game_has_static(s, S_ENCHANTED_LAND_TYPE) and land_type_enchanted(s, i):
            return False
        if not is_basic(o.card):
            return not magus_on(s)
    return True


cdef inline bint granted_on(const TCBState* s, int i, int bit) noexcept nogil:
    """Has the permanent gained its granted ability with this grant bit (ABF_GRANTED, MA_GRANT)?
    Gained abilities apply in layer 6, after Magus of the Moon's type change in layer 4, so
    losing its printed abilities doesn't remove them (CR 305.7, 613.1f); Nullhide Ferox's
    "loses all abilities" would, but it is only ever its own."""
    cdef const Obj* o = &s.objects[i]
    return o.zone == Z_BATTLEFIELD and ((o.choice >> bit) & 1) != 0 and not (o.eot & OE_NO_ABILITIES)


cdef inline bint static_on(const TCBState* s, int i, int code) noexcept nogil:
    return has_static(s.objects[i].card, code) and printed_active(s, i)


cdef int players_with_static(const TCBState* s, int code) noexcept nogil:
    """Bit p set when player p controls a permanent whose static ability `code` applies."""
    cdef int i, mask = 0
    cdef const Obj* o
    if not game_has_static(s, code):
        return 0
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone == Z_BATTLEFIELD and has_static(o.card, code) and printed_active(s, i):
            mask |= 1 << o.controller
    return mask


cdef uint32_t static_objects(const TCBState* s, int code) noexcept nogil:
    """The objects (bits) on the battlefield whose static ability `code` applies."""
    cdef int i
    cdef uint32_t mask = 0
    cdef const Obj* o
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone == Z_BATTLEFIELD and has_static(o.card, code) and printed_active(s, i):
            mask |= 1u << i
    return mask


cdef int count_static(const TCBState* s, int code) noexcept nogil:
    cdef int i, n = 0
    cdef const Obj* o
    if not game_has_static(s, code):
        return 0
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone == Z_BATTLEFIELD and has_static(o.card, code) and printed_active(s, i):
            n += 1
    return n


cdef bint urborg_on(const TCBState* s) noexcept nogil:
    # Urborg's effect depends on Magus of the Moon's (CR 613.8): with a Magus, Urborg has no
    # ability at all, so it never applies then (printed_active handles that).
    return count_static(s, S_LANDS_ARE_SWAMPS) > 0


cdef int ensouled_pt(const TCBState* s, int i) noexcept nogil:
    """The base power and toughness an Aura with S_ENCHANTED_ARTIFACT_CREATURE (Ensoul Artifact)
    gives permanent i, which it also makes a creature (CR 303.4, 613.1d, 613.4b); 0: none does.
    Only an artifact can be enchanted so (the Aura falls off anything else, CR 704.5m); the
    caller has tested game_has_static(s, S_ENCHANTED_ARTIFACT_CREATURE)."""
    cdef int k, n = 0
    cdef const Obj* o
    if s.objects[i].zone != Z_BATTLEFIELD:
        return 0
    for k in range(s.object_limit):
        o = &s.objects[k]
        if (o.attached == ATTACHED_BASE + i and o.zone == Z_BATTLEFIELD
                and has_static(o.card, S_ENCHANTED_ARTIFACT_CREATURE)
                and not (o.eot & OE_NO_ABILITIES)):
            n = static_arg(o.card, S_ENCHANTED_ARTIFACT_CREATURE)
    return n


cdef inline int obj_types(const TCBState* s, int i) noexcept nogil:
    cdef const Obj* o = &s.objects[i]
    cdef int t = CARD_TYPES[o.card]
    if o.anim:
        t |= ANIM_TYPES[o.anim]
    if (game_has_static(s, S_ENCHANTED_ARTIFACT_CREATURE) and (t & T_ARTIFACT)
            and ensouled_pt(s, i)):
        t |= T_CREATURE                               # Ensoul Artifact (layer 4)
    return t


cdef inline bint is_creature(const TCBState* s, int i) noexcept nogil:
    return (obj_types(s, i) & T_CREATURE) != 0


cdef inline bint is_land(const TCBState* s, int i) noexcept nogil:
    return (CARD_TYPES[s.objects[i].card] & T_LAND) != 0


cdef inline bint is_permanent_card(int card) noexcept nogil:
    return (CARD_TYPES[card] & (T_LAND | T_CREATURE | T_ARTIFACT | T_ENCHANTMENT | T_PLANESWALKER)) != 0


cdef inline bint is_planeswalker(const TCBState* s, int i) noexcept nogil:
    return (obj_types(s, i) & T_PLANESWALKER) != 0


cdef void remove_loyalty(TCBState* s, int i, int n) noexcept nogil:
    """Damage dealt to a planeswalker removes that many loyalty counters from it (CR 120.3c,
    306.8); at 0 the state-based action of CR 704.5i puts it into its owner's graveyard."""
    cdef Obj* o = &s.objects[i]
    o.counters = <uint8_t>(o.counters - n if o.counters > n else 0)


cdef int obj_landtypes(const TCBState* s, int i) noexcept nogil:
    """Land subtypes after Magus of the Moon (they become Mountains) and Urborg (Swamps too)."""
    cdef const Obj* o = &s.objects[i]
    cdef int lt, aura_lt, after_magus, urborg_newer
    cdef bint magus
    if not (CARD_TYPES[o.card] & T_LAND):
        return 0
    lt = CARD_LANDTYPES[o.card]
    magus = not is_basic(o.card) and magus_on(s)
    if magus:
        lt = LT_MOUNTAIN
    if game_has_static(s, S_ENCHANTED_LAND_TYPE) and o.zone == Z_BATTLEFIELD:
        # Layer 4 in timestamp order (CR 613.7): Magus of the Moon and Sea's Claim set the
        # land type, the later one wins; Urborg adds Swamp (with a Magus it has no ability at
        # all, CR 613.8; an Urborg enchanted by Sea's Claim neither, printed_active), so it
        # counts only if newer than every such Aura on the land.
        aura_lt = enchanted_land_type(s, i, &after_magus, &urborg_newer)
        if aura_lt:
            if not magus or after_magus:
                lt = aura_lt
            if urborg_on(s) and (static_objects(s, S_LANDS_ARE_SWAMPS) & <uint32_t>urborg_newer):
                lt |= LT_SWAMP
            return lt
    if urborg_on(s):
        lt |= LT_SWAMP
    return lt


cdef bint all_legendary_on(const TCBState* s) noexcept nogil:
    """Leyline of Singularity applies: every nonland permanent is legendary (a layer 4 effect,
    CR 613.1d, 205.4a)."""
    return game_has_static(s, S_ALL_LEGENDARY) and count_static(s, S_ALL_LEGENDARY) > 0


cdef inline bint obj_legendary(const TCBState* s, int i, bint all_legendary) noexcept nogil:
    """Is permanent i legendary? `all_legendary`: all_legendary_on(s), computed once."""
    if CARD_SUPER[s.objects[i].card] & ST_LEGENDARY:
        return True
    return all_legendary and s.objects[i].zone == Z_BATTLEFIELD and not (obj_types(s, i) & T_LAND)


cdef inline int obj_colors(const TCBState* s, int i) noexcept nogil:
    cdef const Obj* o = &s.objects[i]
    if o.anim and ANIM_COLORS[o.anim] >= 0:
        return ANIM_COLORS[o.anim]
    if o.extra & OX_PROTOTYPED:                       # CR 718.3b: the prototype cost's colour
        return CARD_PROTO[o.card][PROTO_COLORS]
    return CARD_COLORS[o.card]


cdef bint obj_has_ctype(const TCBState* s, int i, int ctype) noexcept nogil:
    cdef const Obj* o = &s.objects[i]
    if CARD_FLAGS[o.card] & CDF_ALL_CREATURE_TYPES:
        return True
    if o.anim:
        if ANIM_ALL_CTYPES[o.anim]:
            return True
        if ANIM_CTYPES[o.anim] & (1ULL << ctype):
            return True
    return (CARD_CTYPES[o.card] & (1ULL << ctype)) != 0


cdef inline int level_band(const TCBState* s, int i) noexcept nogil:
    """Which level band applies (0 or 1), or -1 (CR 711.4)."""
    cdef const Obj* o = &s.objects[i]
    cdef int card = o.card
    if not has_static(card, S_LEVELER) or not printed_active(s, i):
        return -1
    if CARD_LEVEL_MIN[card][1] and o.counters >= CARD_LEVEL_MIN[card][1]:
        return 1
    if CARD_LEVEL_MIN[card][0] and o.counters >= CARD_LEVEL_MIN[card][0]:
        return 0
    return -1


cdef uint32_t obj_keywords(const TCBState* s, int i) noexcept nogil:
    cdef const Obj* o = &s.objects[i]
    cdef uint32_t kw = 0
    cdef int band
    if printed_active(s, i):
        kw = CARD_KEYWORDS[o.card]
        band = level_band(s, i)
        if band >= 0:
            kw |= CARD_LEVEL_KEYWORDS[o.card][band]
    if o.anim:
        kw |= ANIM_KEYWORDS[o.anim]
    if (o.flags & OF_SUSPENDED) and o.zone != Z_EXILE:
        kw |= KW_HASTE                                # cast by suspend (CR 702.62a)
    if o.eot & OE_NO_LANDWALK:                        # Hammerheim (layer 6): printed and
        kw &= ~<uint32_t>(KW_SWAMPWALK | KW_ISLANDWALK)   # animation landwalk lost
    if o.eot & OE_KEYWORDS:                           # gained until end of turn
        if o.eot & OE_SWAMPWALK:
            kw |= KW_SWAMPWALK
        if o.eot & OE_ISLANDWALK:
            kw |= KW_ISLANDWALK
        if o.eot & OE_TRAMPLE:
            kw |= KW_TRAMPLE
        if o.eot & OE_CHOSEN_KEYWORDS:
            if o.eot & OE_FLYING:
                kw |= KW_FLYING
            if o.eot & OE_VIGILANCE:
                kw |= KW_VIGILANCE
            if o.eot & OE_LIFELINK:
                kw |= KW_LIFELINK
    if (kw & KW_TOXIC) and game_has_static(s, S_CORRUPTED_TOXIC_LIFELINK) and \
            s.players[1 - o.controller].poison >= 3 and \
            (players_with_static(s, S_CORRUPTED_TOXIC_LIFELINK) >> o.controller) & 1:
        kw |= KW_LIFELINK                             # Skrelv's Hive's corrupted ability
    return kw


cdef int token_anthem(const TCBState* s) noexcept nogil:
    """What creature tokens get from S_TOKEN_ANTHEM permanents on the battlefield (Leyline of
    the Meek: +1/+1 each, whoever controls the token or the Leyline); obj_pt asks it only for
    creature tokens (a Treasure is not one)."""
    cdef int i, n = 0
    for i in range(s.object_limit):
        if s.objects[i].zone == Z_BATTLEFIELD and static_on(s, i, S_TOKEN_ANTHEM):
            n += static_arg(s.objects[i].card, S_TOKEN_ANTHEM)
    return n


cdef void obj_pt(const TCBState* s, int i, int* power, int* toughness) noexcept nogil:
    """Power and toughness (CR 613.4): the card's or an animation's or a level band's base
    (7b), then effects and counters (7c)."""
    cdef const Obj* o = &s.objects[i]
    cdef int p = CARD_POWER[o.card]
    cdef int t = CARD_TOUGHNESS[o.card]
    cdef int band, life
    if o.extra & OX_PROTOTYPED:                       # CR 718.3b: its prototype P/T
        p = CARD_PROTO[o.card][PROTO_POWER]
        t = CARD_PROTO[o.card][PROTO_TOUGHNESS]
    if o.anim:
        p = ANIM_POWER[o.anim]
        t = ANIM_TOUGHNESS[o.anim]
    band = level_band(s, i)
    if band >= 0:
        p = CARD_LEVEL_POWER[o.card][band]
        t = CARD_LEVEL_TOUGHNESS[o.card][band]
    if game_has_static(s, S_ENCHANTED_ARTIFACT_CREATURE):
        band = ensouled_pt(s, i)
        if band:                  # layer 7b: Ensoul Artifact's timestamp is the latest (it
            p = band              #   attaches only to what is already an artifact, CR 613.7)
            t = band
    p += o.power_mod + o.p1p1 - o.m1m1
    t += o.toughness_mod + o.p1p1 - o.m1m1
    if o.extra & OX_M2M1_BITS:                        # -2/-1 counters (Contagion)
        p -= 2 * ((o.extra & OX_M2M1_BITS) >> OX_M2M1_SHIFT)
        t -= (o.extra & OX_M2M1_BITS) >> OX_M2M1_SHIFT
    if has_static(o.card, S_MINUS_LIFE) and printed_active(s, i):
        life = s.players[o.controller].life
        p -= life
        t -= life
    if (CARD_KEYWORDS[o.card] & KW_PLUS_PER_ARTIFACT) and printed_active(s, i):
        life = count_controlled(s, o.controller, T_ARTIFACT)         # itself included
        p += life
        t += life
    if (game_has_static(s, S_OPP_LAND_TYPE_PUMP) and has_static(o.card, S_OPP_LAND_TYPE_PUMP)
            and o.zone == Z_BATTLEFIELD and printed_active(s, i)
            and controls_land_type(s, 1 - o.controller, static_arg(o.card, S_OPP_LAND_TYPE_PUMP))):
        p += 1                    # Tide Shaper, after layer 4's land types (CR 613.4c)
        t += 1
    if game_has_static(s, S_TOKEN_ANTHEM) and (o.flags & OF_TOKEN) and (obj_types(s, i) & T_CREATURE):
        life = token_anthem(s)                        # CR 613.4c: after the base P/T
        p += life
        t += life
    power[0] = p
    toughness[0] = t


cdef inline int obj_power(const TCBState* s, int i) noexcept nogil:
    cdef int p, t
    obj_pt(s, i, &p, &t)
    return p


cdef inline int obj_printed_mv(const TCBState* s, int i) noexcept nogil:
    """Mana value of an object's mana cost, X as 0: a prototyped one's is its prototype
    cost's (CR 718.3b)."""
    if s.objects[i].extra & OX_PROTOTYPED:
        return CARD_PROTO[s.objects[i].card][PROTO_MV]
    return CARD_MV[s.objects[i].card]


cdef inline int spell_mv(const TCBState* s, int i) noexcept nogil:
    """Mana value of an object; on the stack X counts (CR 202.3e)."""
    cdef int card = s.objects[i].card
    cdef int k, mv = obj_printed_mv(s, i)
    if s.objects[i].zone == Z_STACK and CARD_COST[card][7]:
        for k in range(s.stack_len):
            if s.stack[k].kind == SI_SPELL and s.stack[k].source == i:
                mv += CARD_COST[card][7] * s.stack[k].x
    return mv


cdef inline bint untapped(const TCBState* s, int i) noexcept nogil:
    return not (s.objects[i].flags & OF_TAPPED)


cdef inline bint can_use_tap(const TCBState* s, int i) noexcept nogil:
    """{T} in a cost: untapped, and a creature needs to have been under its controller's
    control since their latest turn began or to have haste (CR 302.6)."""
    cdef const Obj* o = &s.objects[i]
    if o.flags & OF_TAPPED:
        return False
    if (o.flags & OF_SICK) and is_creature(s, i) and not (obj_keywords(s, i) & KW_HASTE):
        return False
    return True


cdef int count_controlled(const TCBState* s, int player, int type_mask) noexcept nogil:
    cdef int i, n = 0
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player
                and (obj_types(s, i) & type_mask)):
            n += 1
    return n


cdef int hand_size(const TCBState* s, int player) noexcept nogil:
    cdef int i, n = 0
    for i in range(NUM_DECK_OBJECTS):
        if s.objects[i].zone == Z_HAND and s.objects[i].owner == player:
            n += 1
    return n


cdef int library_size(const TCBState* s, int player) noexcept nogil:
    cdef int i, n = 0
    for i in range(NUM_DECK_OBJECTS):
        if s.objects[i].zone == Z_LIBRARY and s.objects[i].owner == player:
            n += 1
    return n


cdef int permanents_controlled(const TCBState* s, int player) noexcept nogil:
    cdef int i, n = 0
    for i in range(s.object_limit):
        if s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player:
            n += 1
    return n


# ---------------------------------------------------------------------------------------------
# Protection (CR 702.16), hexproof and shroud (CR 702.11, 702.18)
# ---------------------------------------------------------------------------------------------
cdef inline bint protected_from(const TCBState* s, int i, int source, bint source_is_spell) noexcept nogil:
    """Has object i protection from `source` (an object: a spell on the stack or a permanent)?"""
    return protected_from_with(s, i, obj_keywords(s, i), source, source_is_spell)


cdef inline bint protected_from_with(const TCBState* s, int i, uint32_t kw, int source,
                                     bint source_is_spell) noexcept nogil:
    """protected_from for a caller that has i's keywords `kw` (obj_keywords) at hand."""
    cdef int colors
    if source < 0 or source >= MAX_OBJECTS:
        return False
    if kw & KW_PROT_EVERYTHING:
        return True
    colors = obj_colors(s, source)
    if s.objects[i].protection & colors:
        return True
    if (CARD_PROT_COLORS[s.objects[i].card] & colors) and printed_active(s, i):
        return True                   # printed protection from a colour (Hunted Horror's Centaurs)
    if (kw & KW_PROT_INSTANTS) and (CARD_TYPES[s.objects[source].card] & T_INSTANT):
        return True
    if (kw & KW_PROT_COLORED_SPELLS) and source_is_spell and colors:
        return True
    if (kw & KW_PROT_WHITE) and (colors & COL_W):
        return True
    return False


# ---------------------------------------------------------------------------------------------
# Triggers (CR 603): waiting in `pending` until a player would receive priority
# ---------------------------------------------------------------------------------------------
cdef void queue_trigger(TCBState* s, int ability, int source, int controller, int ref,
                        int lki) noexcept nogil:
    cdef StackItem* it
    cdef int k
    if s.pending_len >= MAX_PENDING:
        return                      # never reached by the pool's cards (checked by the fuzz test)
    it = &s.pending[s.pending_len]
    memset(it, 0, sizeof(StackItem))
    it.kind = SI_TRIGGER
    it.ability = <uint16_t>ability
    it.source = <uint8_t>source
    it.controller = <uint8_t>controller
    it.ref = <uint8_t>ref
    it.lki = <uint8_t>(lki if 0 <= lki < 255 else (0 if lki < 0 else 254))
    it.source_card = s.objects[source].card if source < MAX_OBJECTS else NO_CARD
    for k in range(MAX_TARGETS):
        it.targets[k] = TGT_NONE
    s.pending_len += 1


cdef int saga_final_chapter(int card) noexcept nogil:
    """CR 714.2d: the greatest chapter number among its chapter abilities."""
    cdef int k, a, n = 0
    for k in range(CARD_ABILITY_SLOTS):
        a = CARD_ABILITIES[card][k]
        if a < 0:
            break
        if AB_EVENT[a] == EV_CHAPTER and AB_ARG[a] > n:
            n = AB_ARG[a]
    return n


cdef void add_lore_counters(TCBState* s, int i, int n) noexcept nogil:
    """Puts n lore counters on Saga i; each of its chapter abilities whose number the count
    went from below to at least triggers (CR 714.2b). A Saga that has lost its abilities (Magus
    of the Moon makes a nonbasic land lose the ones of its rules text, CR 305.7) has no chapter
    abilities: nothing triggers."""
    cdef Obj* o = &s.objects[i]
    cdef int old = o.counters
    cdef int new = old + n
    cdef int k, a, card = o.card
    if new > COUNTER_CAP:
        new = COUNTER_CAP
    o.counters = <uint8_t>new
    if not printed_active(s, i):
        return
    for k in range(CARD_ABILITY_SLOTS):
        a = CARD_ABILITIES[card][k]
        if a < 0:
            break
        if AB_EVENT[a] == EV_CHAPTER and old < AB_ARG[a] <= new:
            queue_trigger(s, a, i, o.controller, TGT_NONE, 0)


cdef bint chapter_waits(const TCBState* s, int i) noexcept nogil:
    """Is Saga i the source of a chapter ability that has triggered but not yet left the stack
    (waiting to be put on it, or on it)? CR 714.4."""
    cdef int k
    for k in range(s.pending_len):
        if s.pending[k].source == i and AB_EVENT[s.pending[k].ability] == EV_CHAPTER:
            return True
    for k in range(s.stack_len):
        if (s.stack[k].kind == SI_TRIGGER and s.stack[k].source == i
                and AB_EVENT[s.stack[k].ability] == EV_CHAPTER):
            return True
    return False


cdef void become_monarch(TCBState* s, int player) noexcept nogil:
    """CR 724.3: the player becomes the monarch; whoever was stops being it (one at most)."""
    s.players[0].flags &= ~PF_MONARCH
    s.players[1].flags &= ~PF_MONARCH
    s.players[player].flags |= PF_MONARCH


cdef void queue_monarch_trigger(TCBState* s, int event, int controller) noexcept nogil:
    """One of the monarch's inherent triggers (CR 724.2): no source, controlled by the monarch
    (the 2020 rulings). Its ability is carried by the game's cards that can make a player the
    monarch (the compiler gives every such card the same two); only a game with one of them
    has the event bits, so elsewhere the callers' bit tests are all this costs."""
    cdef int i, k, a, card
    for i in range(NUM_DECK_OBJECTS):
        card = s.objects[i].card
        if not (CARD_EVENTS[card] & (<uint64_t>1 << event)):
            continue
        for k in range(CARD_ABILITY_SLOTS):
            a = CARD_ABILITIES[card][k]
            if a >= 0 and AB_EVENT[a] == event:
                queue_trigger(s, a, NO_OBJECT, controller, TGT_NONE, 0)
                return


cdef void queue_emblem_triggers(TCBState* s, int player) noexcept nogil:
    """CR 114, 603.2: each of the player's emblems triggers at the beginning of their upkeep
    ("this emblem deals 1 damage to you"). The triggers are identical, sourceless and controlled
    by the player (CR 114.2: the emblem is theirs); they wait and go on the stack as one item
    whose x counts them: start_resolution resolves them one at a time, leaving the rest on the
    stack, and Stifle counters one of them (counter_ref). Nothing can stand between identical
    triggers put on the stack together that this block would not allow, except another trigger
    of the same player ordered between two of them (TB-8, docs/threecb-rules.md)."""
    cdef int n = s.players[player].emblems
    cdef int before = s.pending_len
    if n == 0:
        return
    queue_monarch_trigger(s, EV_EMBLEM_UPKEEP, player)
    if s.pending_len > before:
        s.pending[before].x = <uint8_t>n


cdef bint intervening_if(const TCBState* s, int ability, int source, int ref) noexcept nogil:
    cdef int cond = AB_CONDITION[ability]
    cdef int i, n, owner
    if cond == IC_NONE:
        return True
    if cond == IC_SELF_ON_BATTLEFIELD:
        return (s.objects[source].zone == Z_BATTLEFIELD
                and not (s.objects[source].flags & OF_ENTERED_THIS_TURN))
    if cond == IC_SELF_TAPPED:
        return s.objects[source].zone == Z_BATTLEFIELD and not untapped(s, source)
    if cond == IC_AT_MOST_THREE_LANDS:
        return count_controlled(s, s.objects[source].controller, T_LAND) <= 3
    if cond == IC_ONLY_CREATURE_CARD_IN_GRAVEYARD:
        if s.objects[source].zone != Z_GRAVEYARD:
            return False
        owner = s.objects[source].owner
        n = 0
        for i in range(s.object_limit):
            if (s.objects[i].zone == Z_GRAVEYARD and s.objects[i].owner == owner
                    and CARD_TYPES[s.objects[i].card] & T_CREATURE):
                n += 1
        return n == 1
    if cond == IC_GAINED_LIFE:
        return (s.players[s.objects[source].controller].flags & PF_GAINED_LIFE) != 0
    if cond == IC_SPELL_MV_IS_COUNTERS:
        return ref < MAX_OBJECTS and spell_mv(s, ref) == s.objects[source].counters
    if cond == IC_AT_MOST_THREE_CARDS_IN_HAND:
        return hand_size(s, s.objects[source].controller) <= 3
    if cond == IC_ACTIVE_AT_MOST_ONE_CARD_IN_HAND:
        return hand_size(s, s.active) <= 1
    if cond == IC_NO_MANA_SPENT:
        # How the spell was cast never changes; once it has left the stack the "if" still
        # holds (last known information), and countering it then does nothing.
        for i in range(s.stack_len):
            if s.stack[i].kind == SI_SPELL and s.stack[i].source == ref:
                return not (s.stack[i].flags & SF_MANA_SPENT)
        return True
    if cond == IC_ALONE_AND_EMPTY_HANDED:
        owner = s.objects[source].controller
        if hand_size(s, owner) != 0:
            return False
        for i in range(s.object_limit):
            if (i != source and s.objects[i].zone == Z_BATTLEFIELD
                    and s.objects[i].controller == owner):
                return False
        return True
    return True


cdef void fire_self(TCBState* s, int i, int event, int ref, int lki, bint active,
                    int controller) noexcept nogil:
    """Triggers of object i's own abilities for `event`, with its abilities and controller as
    they were when the event happened (`active`, `controller`; CR 603.3a, 603.10)."""
    cdef int card = s.objects[i].card
    cdef int k, a
    if not active or not (CARD_EVENTS[card] & (<uint64_t>1 << event)):
        return
    for k in range(CARD_ABILITY_SLOTS):
        a = CARD_ABILITIES[card][k]
        if a < 0:
            break
        if AB_EVENT[a] == event and intervening_if(s, a, i, ref):
            queue_trigger(s, a, i, controller, ref, lki)


cdef void fire_watchers(TCBState* s, int event, int zone, int controller, int ref) noexcept nogil:
    """Triggers of every object in `zone` (controlled by `controller`, or anyone if -1) whose
    abilities watch `event`."""
    cdef int i
    cdef Obj* o
    if not (s.game_events >> event) & 1:
        return
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone != zone or not (CARD_EVENTS[o.card] & (<uint64_t>1 << event)):
            continue
        if controller >= 0 and o.controller != controller:
            continue
        fire_self(s, i, event, ref, 0, printed_active(s, i), o.controller)


cdef void fire_tabernacle(TCBState* s) noexcept nogil:
    """The Tabernacle gives every creature an upkeep trigger (CR 613.1f grants it)."""
    cdef int i, granted = -1
    for i in range(s.object_limit):
        if s.objects[i].zone == Z_BATTLEFIELD and static_on(s, i, S_TABERNACLE):
            granted = CARD_GRANTED[s.objects[i].card]
            break
    if granted < 0:
        return
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == s.active
                and is_creature(s, i)):
            queue_trigger(s, granted, i, s.active, TGT_NONE, 0)


# ---------------------------------------------------------------------------------------------
# Zone changes (CR 400.7: an object that changes zones becomes a new object)
# ---------------------------------------------------------------------------------------------
cdef void forget_object(TCBState* s, int i) noexcept nogil:
    """Every reference to object i (targets, "that spell", links) now points at nothing."""
    cdef int k, t
    cdef StackItem* it
    for k in range(s.stack_len):
        it = &s.stack[k]
        for t in range(MAX_TARGETS):
            if it.targets[t] == i:
                it.targets[t] = TGT_GONE
        if it.ref == i:
            it.ref = TGT_GONE
    for k in range(s.pending_len):
        if s.pending[k].ref == i:
            s.pending[k].ref = TGT_GONE
    # The resolving item keeps its targets: they were checked as it began to resolve, and its
    # later instructions need what they were (CR 608.2h: last known information).
    if s.res.ref == i:
        s.res.ref = TGT_GONE
    cdef bint walkers = game_has_static(s, S_PLANESWALKER)
    cdef bint auras = game_has_static(s, S_AURA)
    cdef bint holds = game_has_static(s, S_HOLDS_TAPPED)
    for k in range(s.object_limit):
        if s.objects[k].link == i:
            s.objects[k].link = NO_OBJECT
        if holds and s.objects[k].choice == i + 1 and has_static(s.objects[k].card, S_HOLDS_TAPPED):
            s.objects[k].choice = 0   # CR 400.7: what Ice Floe held is gone
        if auras:
            if s.objects[k].attached == ATTACHED_BASE + i:
                s.objects[k].attached = 0     # CR 704.5m then puts the Aura into the graveyard
            if i < 8:
                s.objects[k].newer &= <uint8_t>~(1 << i)
        s.objects[k].combat &= ~(1u << i)
        if walkers and (s.objects[k].combat >> ATTACK_SHIFT) == <uint32_t>(i + 1):
            # CR 506.4c: it still attacks, but neither a player nor a planeswalker
            s.objects[k].combat = (s.objects[k].combat & COMBAT_OBJECTS) | (<uint32_t>ATTACKS_GONE << ATTACK_SHIFT)


cdef void free_slot(TCBState* s, int i) noexcept nogil:
    memset(&s.objects[i], 0, sizeof(Obj))
    s.objects[i].card = NO_CARD
    s.objects[i].link = NO_OBJECT
    s.objects[i].zone = Z_NONE
    while s.object_limit > NUM_DECK_OBJECTS and s.objects[s.object_limit - 1].zone == Z_NONE:
        s.object_limit -= 1


cdef inline void claim_slot(TCBState* s, int i) noexcept nogil:
    if i >= s.object_limit:
        s.object_limit = i + 1


cdef void reset_permanent_state(Obj* o) noexcept nogil:
    o.flags &= (OF_TOKEN | OF_COPY)
    o.eot = 0
    o.p1p1 = 0
    o.m1m1 = 0
    o.counters = 0
    o.damage = 0
    o.power_mod = 0
    o.toughness_mod = 0
    o.protection = 0
    o.choice = 0
    o.anim = 0
    o.extra = 0
    o.combat = 0
    o.link = NO_OBJECT
    o.attached = 0
    o.newer = 0


cdef void compact_library(TCBState* s, int owner) noexcept nogil:
    """Renumbers library positions 0..n-1 keeping their order."""
    cdef int i, j, n = 0, best, best_pos
    cdef uint32_t done = 0
    while True:
        best = -1
        best_pos = 1 << 30
        for i in range(NUM_DECK_OBJECTS):
            if (s.objects[i].zone == Z_LIBRARY and s.objects[i].owner == owner
                    and not (done & (1u << i)) and s.objects[i].lib_pos < best_pos):
                best = i
                best_pos = s.objects[i].lib_pos
        if best < 0:
            return
        done |= 1u << best
        s.objects[best].lib_pos = <uint8_t>n
        n += 1


cdef void move_object(TCBState* s, int i, int zone) noexcept nogil:
    """Moves object i to `zone` (hand, library top, graveyard, exile) with the triggers this
    sets off. Tokens and spell copies leaving their zone cease to exist (CR 704.5d, 704.5e)."""
    cdef Obj* o = &s.objects[i]
    cdef int old = o.zone
    cdef int power = 0, was_creature = 0, k, first, p1p1 = 0
    cdef int controller = o.controller
    cdef int held = NO_OBJECT
    cdef int linked = TGT_NONE
    cdef bint held_to_battlefield = False
    cdef bint active = True
    cdef bint is_card = not (o.flags & (OF_TOKEN | OF_COPY))
    if old == Z_NONE:
        return
    if zone == Z_GRAVEYARD and is_card and game_has_static(s, S_CARDS_TO_EXILE):
        # Leyline of the Void (CR 614.1a): a card that would go to a graveyard of an opponent
        # of its controller is exiled instead, from anywhere (it doesn't die, CR 700.4).
        if players_with_static(s, S_CARDS_TO_EXILE) & ~(1 << o.owner) & 3:
            zone = Z_EXILE
    if zone == Z_GRAVEYARD and old == Z_BATTLEFIELD and (o.eot & OE_EXILE_IF_DIES):
        zone = Z_EXILE            # dealt damage by Chandra's -X: exiled instead of dying (CR 614.1a)
    if old == Z_BATTLEFIELD:
        active = printed_active(s, i)
        was_creature = is_creature(s, i)
        power = obj_power(s, i)
        p1p1 = o.p1p1
        if o.link != NO_OBJECT and o.link < MAX_OBJECTS:
            linked = o.link               # its leaves trigger refers to it (CR 607.2a)
            s.objects[o.link].flags &= ~OF_IMPRINTED
            if CARD_FLAGS[o.card] & CDF_EXILE_UNTIL_LEAVES:
                held = o.link
                held_to_battlefield = (CARD_FLAGS[o.card] & CDF_LINK_FROM_BATTLEFIELD) != 0
        reset_permanent_state(o)
    forget_object(s, i)
    if old == Z_LIBRARY:
        o.zone = Z_NONE
        compact_library(s, o.owner)
    o.flags &= ~(OF_SPELLBOUND | OF_SUSPENDED | OF_IMPRINTED | OF_FLASHBACK)
    if old == Z_EXILE:
        o.choice = 0              # a play permission ends as the card leaves exile (CR 400.7)
    o.extra = 0                   # a prototyped spell leaving the stack is the normal card (CR 718.4)
    o.zone = <uint8_t>zone
    o.controller = o.owner
    if zone == Z_LIBRARY:
        for k in range(NUM_DECK_OBJECTS):             # on top
            if k != i and s.objects[k].zone == Z_LIBRARY and s.objects[k].owner == o.owner:
                s.objects[k].lib_pos += 1
        o.lib_pos = 0
    else:
        o.lib_pos = 0
    if old == Z_BATTLEFIELD:
        first = s.pending_len
        fire_self(s, i, EV_LEAVES, linked, power, active, controller)
        if zone == Z_GRAVEYARD:
            if was_creature:
                fire_self(s, i, EV_DIES, TGT_NONE, power, active, controller)
            # any permanent (Dunes of the Dead); one bit test of its card's events
            fire_self(s, i, EV_TO_GRAVEYARD_FROM_BATTLEFIELD, TGT_NONE, power, active, controller)
        if p1p1:
            # "for each +1/+1 counter on it" (Hangarback Walker): last known information,
            # CR 608.2h; such triggers keep the counters instead of the power.
            for k in range(first, s.pending_len):
                if AB_FLAGS[s.pending[k].ability] & ABF_LKI_P1P1:
                    s.pending[k].lki = <uint8_t>p1p1
        if CARD_UNFLIP[o.card] >= 0:
            # CR 710.4: a flipped permanent leaving the battlefield is the normal card again
            # (its leaves and dies triggers above looked back at the flipped face, CR 603.10a)
            o.card = <uint16_t>CARD_UNFLIP[o.card]
    if zone == Z_GRAVEYARD:
        fire_self(s, i, EV_TO_GRAVEYARD, TGT_NONE, 0, True, o.owner)
        if is_card:
            fire_watchers(s, EV_CARD_TO_YOUR_GRAVEYARD, Z_BATTLEFIELD, o.owner, i)
    if not is_card and zone != Z_BATTLEFIELD and not (zone == Z_STACK and (o.flags & OF_COPY)):
        free_slot(s, i)
    if held != NO_OBJECT and s.objects[held].zone == Z_EXILE:
        return_linked_card(s, held, held_to_battlefield)


cdef void return_linked_card(TCBState* s, int held, bint to_battlefield) noexcept nogil:
    """CR 610.3a, 610.3c: the card exiled "until" a permanent leaves the battlefield returns
    at once (not a trigger), as a new object, where it came from: to the battlefield under its
    owner's control (Portable Hole) or to its owner's hand (Deep-Cavern Bat). A card that left
    exile meanwhile cleared the link."""
    if to_battlefield:
        enter_battlefield(s, held, s.objects[held].owner, 0, False)
    else:
        move_object(s, held, Z_HAND)


cdef void enter_battlefield(TCBState* s, int i, int controller, int x, int evoked) noexcept nogil:
    """Puts object i onto the battlefield (CR 403): replacement effects as it enters
    (CR 614.1c, 614.12), then its enters triggers."""
    cdef Obj* o = &s.objects[i]
    cdef int card = o.card
    cdef int etb = CARD_ETB[card]
    cdef int j, old = o.zone
    # CR 718.3b: a prototyped spell becomes a prototyped permanent; from anywhere else it
    # enters as the normal card (CR 718.4).
    cdef uint8_t prototyped = o.extra & OX_PROTOTYPED if old == Z_STACK else 0
    if (CARD_FLAGS[card] & CDF_AURA) and old != Z_STACK and old != Z_BATTLEFIELD:
        # CR 303.4f: put onto the battlefield without being cast, an Aura enchants what the
        # player putting it there chooses as it enters (D_ATTACH); with nothing it could
        # enchant, it stays where it is.
        o.controller = <uint8_t>controller
        if not any_enchantable(s, i):
            o.controller = o.owner
            return
    if old != Z_BATTLEFIELD:
        forget_object(s, i)
        if old == Z_LIBRARY:
            o.zone = Z_NONE
            compact_library(s, o.owner)
    # CR 614.12: a nonbasic land entering under Magus of the Moon has none of these abilities.
    if (CARD_TYPES[card] & T_LAND) and not is_basic(card) and magus_on(s):
        etb = 0
    if etb & ETB_SOLE_VALLEY:
        for j in range(s.object_limit):
            if (j != i and s.objects[j].zone == Z_BATTLEFIELD and s.objects[j].card == card
                    and s.objects[j].controller == controller):
                sacrifice(s, j)
    # Fast lands (Blooming Marsh): the other lands are counted before this one is on the
    # battlefield (CR 614.12: the replacement looks at the game as the permanent enters).
    if (etb & ETB_TAPPED_UNLESS_FEW_LANDS) and count_controlled(s, controller, T_LAND) > 2:
        etb |= ETB_TAPPED
    # CR 702.62a: a creature spell cast by suspend keeps its haste as the permanent it becomes
    cdef uint16_t suspend_haste = o.flags & OF_SUSPENDED if old == Z_STACK else 0
    reset_permanent_state(o)
    o.extra = prototyped
    o.flags &= ~(OF_SPELLBOUND | OF_SUSPENDED | OF_IMPRINTED | OF_FLASHBACK)
    o.flags |= suspend_haste
    o.zone = Z_BATTLEFIELD
    o.controller = <uint8_t>controller
    o.lib_pos = 0
    o.flags |= OF_SICK | OF_ENTERED_THIS_TURN
    if evoked & ENTER_EVOKED:
        o.flags |= OF_EVOKED
    if etb & ETB_TAPPED:
        o.flags |= OF_TAPPED
    if etb & ETB_COUNTERS:
        o.counters = <uint8_t>CARD_ETB_COUNTERS[card]
    if etb & ETB_X_COUNTERS:
        o.counters = <uint8_t>(x if x < COUNTER_CAP else COUNTER_CAP)
    if etb & ETB_P1P1:
        o.p1p1 = 1
    if etb & ETB_X_P1P1:
        add_p1p1(s, i, x)
    if etb & (ETB_CHOOSE_TYPE | ETB_CHOOSE_NAME | ETB_CHOOSE_NONLAND_NAME | ETB_CHOOSE_ABILITY_NAME
               | ETB_CHOOSE_TAXED_NAME):
        o.choice = CHOICE_PENDING
    if etb & ETB_CHOOSE_OPPONENT:
        o.choice = <uint16_t>(1 - controller)
    if etb & ETB_CHOOSE_CURSED_NAME:
        o.choice = CHOICE_PENDING
    # Sunken Citadel's "as it enters, choose a color" (CR 614.12: not under Magus of the Moon)
    if (game_has_static(s, S_CHOOSE_COLOR) and has_static(card, S_CHOOSE_COLOR)
            and not ((CARD_TYPES[card] & T_LAND) and not is_basic(card) and magus_on(s))):
        o.choice = CHOICE_PENDING
    if CARD_FLAGS[card] & CDF_AURA:
        o.attached = ATTACH_PENDING       # resolving, it is attached to its target (resolve_step)
    if (i < 8 and game_has_static(s, S_ENCHANTED_LAND_TYPE)
            and (has_static(card, S_NONBASICS_ARE_MOUNTAINS) or has_static(card, S_LANDS_ARE_SWAMPS))):
        for j in range(s.object_limit):   # its land-type effect is newer than these Auras'
            # (an attached one: Tide Shaper's effect has no timestamp before it is linked)
            if (s.objects[j].zone == Z_BATTLEFIELD and s.objects[j].attached
                    and has_static(s.objects[j].card, S_ENCHANTED_LAND_TYPE)):
                s.objects[j].newer |= <uint8_t>(1 << i)
    if CARD_FLAGS[card] & CDF_SAGA:
        # CR 714.3a: a rule, not an ability of the card, so a Saga entering under Magus of the
        # Moon gets its lore counter too (but has no chapter ability to trigger)
        add_lore_counters(s, i, 1)
    if game_has_static(s, S_TORPOR) and is_creature(s, i) and count_static(s, S_TORPOR) > 0:
        return       # Torpor Orb (CR 603.2): its entering triggers nothing, evoke's sacrifice included
    fire_self(s, i, EV_ETB, TGT_NONE, 0, printed_active(s, i), controller)
    if evoked & ENTER_EVOKED:
        fire_self(s, i, EV_EVOKED_ETB, TGT_NONE, 0, True, controller)
    if evoked & ENTER_KICKED:
        # "When it enters, if it was kicked" (CR 702.33d): only a kicked spell resolving fires
        # it; the kicked status can't change afterwards, so the recheck (CR 603.4) holds
        fire_self(s, i, EV_KICKED_ETB, TGT_NONE, 0, printed_active(s, i), controller)


cdef int create_token(TCBState* s, int card, int controller) noexcept nogil:
    """A token of `card` enters under `controller` (CR 111). Returns its slot or -1 when every
    slot is taken (TB-8: more tokens than that never change a result of the pool)."""
    cdef int i
    for i in range(NUM_DECK_OBJECTS, MAX_OBJECTS):
        if s.objects[i].zone == Z_NONE:
            free_slot(s, i)
            claim_slot(s, i)
            s.objects[i].card = <uint16_t>card
            s.objects[i].owner = <uint8_t>controller
            s.objects[i].controller = <uint8_t>controller
            s.objects[i].flags = OF_TOKEN
            s.objects[i].zone = Z_EXILE       # "outside the battlefield" for an instant
            enter_battlefield(s, i, controller, 0, False)
            return i
    return -1


cdef bint sacrifice(TCBState* s, int i) noexcept nogil:
    """CR 701.21: its controller moves a permanent they control to its owner's graveyard."""
    if s.objects[i].zone != Z_BATTLEFIELD:
        return False
    move_object(s, i, Z_GRAVEYARD)
    return True


cdef bint regenerate_instead(TCBState* s, int i) noexcept nogil:
    """CR 701.19c: a permanent with a regeneration shield (CARD_REGEN: its Obj.choice) that
    would be destroyed uses one instead: all damage is removed from it, it is tapped and removed
    from combat (an attacker it blocked stays blocked, CR 509.1h), and "when it regenerates"
    triggers. False (nothing done) without a shield."""
    cdef Obj* o = &s.objects[i]
    cdef int k
    if not CARD_REGEN[o.card] or o.choice == 0:
        return False
    o.choice -= 1
    o.damage = 0
    o.flags |= OF_TAPPED
    if o.flags & (OF_ATTACKING | OF_BLOCKING):
        o.flags &= ~(OF_ATTACKING | OF_BLOCKING | OF_BLOCKED | OF_FIRST_STRUCK)
        o.combat = 0
        for k in range(s.object_limit):
            s.objects[k].combat &= ~(1u << i)
    fire_self(s, i, EV_REGENERATED, TGT_NONE, 0, printed_active(s, i), o.controller)
    return True


cdef bint destroy(TCBState* s, int i) noexcept nogil:
    """CR 701.8; indestructible permanents are not destroyed (CR 702.12b); a regeneration
    shield replaces the destruction (CR 701.19c)."""
    if s.objects[i].zone != Z_BATTLEFIELD:
        return False
    if obj_keywords(s, i) & KW_INDESTRUCTIBLE:
        return False
    if CARD_REGEN[s.objects[i].card] and regenerate_instead(s, i):
        return False
    move_object(s, i, Z_GRAVEYARD)
    return True


cdef void tap_object(TCBState* s, int i) noexcept nogil:
    s.objects[i].flags |= OF_TAPPED


cdef void untap_object(TCBState* s, int i) noexcept nogil:
    """Untapping; a stun counter is removed instead (CR 122.1d)."""
    cdef Obj* o = &s.objects[i]
    if not (o.flags & OF_TAPPED):
        return
    if CARD_COUNTER_KIND[o.card] == CK_STUN and o.counters > 0:
        o.counters -= 1
        return
    o.flags &= ~OF_TAPPED
    if game_has_static(s, S_HOLDS_TAPPED) and has_static(o.card, S_HOLDS_TAPPED):
        o.choice = 0                  # Ice Floe untapped: what it held may untap again


cdef bint held_tapped(const TCBState* s, int i) noexcept nogil:
    """Is object i held tapped by a tapped S_HOLDS_TAPPED permanent (Ice Floe)? The caller has
    tested game_has_static(s, S_HOLDS_TAPPED)."""
    cdef int k
    cdef const Obj* o
    for k in range(s.object_limit):
        o = &s.objects[k]
        if (o.choice == i + 1 and o.zone == Z_BATTLEFIELD and (o.flags & OF_TAPPED)
                and has_static(o.card, S_HOLDS_TAPPED)):
            return True
    return False


cdef void add_p1p1(TCBState* s, int i, int n) noexcept nogil:
    """+1/+1 counters; they and -1/-1 counters annihilate at once (CR 704.5q). Capped (TB-8)."""
    cdef Obj* o = &s.objects[i]
    cdef int total = o.p1p1 + n
    if total > COUNTER_CAP:
        total = COUNTER_CAP
    o.p1p1 = <uint8_t>total


cdef void add_m1m1(TCBState* s, int i, int n) noexcept nogil:
    cdef Obj* o = &s.objects[i]
    cdef int total = o.m1m1 + n
    if total > COUNTER_CAP:
        total = COUNTER_CAP
    o.m1m1 = <uint8_t>total


cdef void gain_life(TCBState* s, int player, int amount) noexcept nogil:
    cdef PlayerState* ps = &s.players[player]
    cdef int life
    if amount <= 0:
        return
    life = ps.life + amount
    ps.life = <int16_t>(LIFE_CAP if life > LIFE_CAP else life)
    ps.flags |= PF_GAINED_LIFE


cdef void lose_life(TCBState* s, int player, int amount) noexcept nogil:
    cdef PlayerState* ps = &s.players[player]
    cdef int life
    if amount <= 0:
        return
    life = ps.life - amount
    ps.life = <int16_t>(-99 if life < -99 else life)


cdef void draw_card(TCBState* s, int player) noexcept nogil:
    """CR 121.2; drawing from an empty library draws nothing and loses nothing (TB-2), unless
    the player controls a Laboratory Maniac: then that player wins the game instead (a
    replacement effect, CR 614.1a; the game ends at once, CR 104.2b). Callers check s.winner."""
    cdef int i
    for i in range(NUM_DECK_OBJECTS):
        if (s.objects[i].zone == Z_LIBRARY and s.objects[i].owner == player
                and s.objects[i].lib_pos == 0):
            move_object(s, i, Z_HAND)
            return
    if (players_with_static(s, S_EMPTY_DRAW_WINS) >> player) & 1:
        end_game(s, player)


cdef inline void clear_item(StackItem* it) noexcept nogil:
    """Zeroes a stack or trigger slot just vacated: nothing reads it (nor hashes it), and equal
    positions whose objects sit in the same slots then have equal buffers, which lets the
    solver recognise a buffer it has searched before."""
    memset(it, 0, sizeof(StackItem))
