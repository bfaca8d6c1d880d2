"""One test per fast-mana card: what it does in a game."""
import pytest

from threecb_helpers import act, build_position, can, next_turn, pass_until, resolve


def pool_of(state, player):
    return [int(x) for x in state.fields["players"][player]["pool"][:7]]


def test_card_black_lotus():
    state = build_position({"battlefield": ["Black Lotus"], "hand": ["Rotting Regisaur", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "cast Rotting Regisaur")                      # {2}{B} from three black mana
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Rotting Regisaur"]
    assert state.names_in("graveyard", 0) == ["Black Lotus"]


def test_card_black_lotus_floats_the_rest():
    state = build_position({"battlefield": ["Black Lotus"], "hand": ["Lightning Bolt", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")                                   # only red pays {R}: no choice
    assert pool_of(state, 0) == [0, 0, 0, 2, 0, 0, 0]


@pytest.mark.parametrize("mox, spell", [("Mox Pearl", "Student of Warfare"),
                                        ("Mox Sapphire", "Sleep-Cursed Faerie"),
                                        ("Mox Jet", "Death's Shadow"),
                                        ("Mox Ruby", "Stromkirk Noble"),
                                        ("Mox Emerald", "Hexdrinker")])
def test_card_moxen(mox, spell):
    state = build_position({"hand": [mox, spell, "Island"]}, {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, f"cast {mox}")                                 # {0}
    resolve(state)
    act(state, f"cast {spell}")                               # paid with the Mox
    resolve(state)
    assert spell in state.names_in("battlefield", 0) or spell == "Death's Shadow"


@pytest.mark.parametrize("wins", [True, False])
def test_card_mana_crypt(wins):
    """TB-3: the opponent of the Crypt's controller chooses how the coin lands."""
    state = build_position({"battlefield": ["Mana Crypt"], "hand": ["Island", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, step="upkeep")
    resolve(state)
    assert state.decision == "coin" and state.current_player() == 1
    act(state, "P0 wins the flip" if wins else "P0 loses the flip")
    assert state.life(0) == (20 if wins else 17)


def test_card_mana_crypt_mana():
    state = build_position({"battlefield": ["Mana Crypt"], "hand": ["Lupine Prototype", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "cast Lupine Prototype")
    resolve(state)
    assert "Lupine Prototype" in state.names_in("battlefield", 0)


def test_card_sol_ring():
    state = build_position({"battlefield": ["Sol Ring"], "hand": ["Lupine Prototype", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "cast Lupine Prototype")
    resolve(state)
    assert "Lupine Prototype" in state.names_in("battlefield", 0)


def test_card_mana_vault():
    state = build_position({"battlefield": ["Mana Vault"], "hand": ["Ensnaring Bridge", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "cast Ensnaring Bridge")                       # {3}
    resolve(state)
    next_turn(state, 0)                                       # it didn't untap; 1 damage in the draw step
    assert state.life(0) == 19
    assert "tapped" in state.flags(state.find("Mana Vault"))


def test_card_mana_vault_pay_to_untap():
    state = build_position({"battlefield": ["Mana Vault", "Sol Ring", "Black Lotus"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, tapped=[(0, "Mana Vault")],
                           step="upkeep")
    assert state.decision == "pay or decline"
    act(state, "pay with Sol Ring, Black Lotus (W); floating 1W")
    assert "tapped" not in state.flags(state.find("Mana Vault"))


def test_card_lotus_petal():
    state = build_position({"battlefield": ["Lotus Petal"], "hand": ["Lightning Bolt", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17 and state.names_in("graveyard", 0) == ["Lightning Bolt", "Lotus Petal"]


def test_card_lions_eye_diamond():
    state = build_position({"battlefield": ["Lion's Eye Diamond", "Dark Depths"], "hand": ["Lightning Bolt"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, counters={(0, "Dark Depths"): 10})
    assert not can(state, "cast Lightning Bolt")             # its mana can't be used mid-cast
    act(state, "activate Lion's Eye Diamond")
    act(state, "add three red")                              # the hand is discarded as a cost
    assert state.names_in("graveyard", 0) == ["Lightning Bolt", "Lion's Eye Diamond"]
    assert pool_of(state, 0)[3] == 3
    act(state, "activate Dark Depths")                        # {3} from the floating mana
    resolve(state)
    assert int(state.fields["objects"][state.find("Dark Depths")]["counters"]) == 9


def test_card_lotus_bloom():
    state = build_position({"hand": ["Lotus Bloom", "Island", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "suspend Lotus Bloom")
    bloom = state.find("Lotus Bloom")
    assert state.names_in("exile", 0) == ["Lotus Bloom"]
    assert int(state.fields["objects"][bloom]["counters"]) == 3
    for _ in range(2):
        next_turn(state, 0, "main 1")
    assert int(state.fields["objects"][bloom]["counters"]) == 1
    pass_until(state, lambda s: s.decision == "yes/no")
    act(state, "cast Lotus Bloom")                            # the last counter: cast it free
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Lotus Bloom"]


def test_card_simian_spirit_guide():
    state = build_position({"hand": ["Simian Spirit Guide", "Lightning Bolt", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "cast Lightning Bolt")                         # exile the Guide from hand: {R}
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17 and state.names_in("exile", 0) == ["Simian Spirit Guide"]


def test_card_dark_ritual():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Dark Ritual", "Rotting Regisaur"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "cast Dark Ritual")
    resolve(state)
    assert pool_of(state, 0) == [0, 0, 3, 0, 0, 0, 0]
    act(state, "cast Rotting Regisaur")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Rotting Regisaur", "Swamp"]
    assert pool_of(state, 0) == [0] * 7
