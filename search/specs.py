"""Agent specs as users write them on the command line.

A spec is `name` or `name:params`; params are comma-separated and either positional
(`ismcts:1000`) or `key=value` (`ismcts:iterations=1000,c=0.7,variant=mo`). A list of specs is
comma-separated too: a token holding `=` but no `:` continues the previous spec's params,
so `ismcts:iterations=1000,c=0.7,rule,random` is three agents.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from search.agents import RandomAgent, RuleBasedAgent
from search.mcts import DeterminizedUCTAgent, ISMCTSAgent, MCTSAgent


@dataclass(frozen=True)
class AgentSpec:
    name: str
    args: tuple = ()
    kwargs: tuple = field(default=())     # (key, value) pairs, values as written

    def __str__(self) -> str:
        params = [*self.args, *(f"{k}={v}" for k, v in self.kwargs)]
        return self.name + (":" + ",".join(params) if params else "")


def _make_random(game, seed, args, kwargs):
    """random, or random:thesis (the Unstable Unicorns thesis' random player)."""
    style = kwargs.pop("style", args[0] if args else "uniform")
    if kwargs or len(args) > 1:
        raise ValueError("agent 'random' takes one parameter: random:thesis")
    agent = RandomAgent(seed=seed, style=style)
    if style == "thesis":
        agent._thesis(game.name)             # refuse games without a thesis player now
    return agent


def _make_rule(game, seed, args, kwargs):
    _no_params("rule", args, kwargs)
    return RuleBasedAgent(game.name, seed=seed)


def _no_params(name, args, kwargs):
    if args or kwargs:
        raise ValueError(f"agent {name!r} takes no parameters")


# Parameters of the searchers: name -> type. The first positional parameter is `iterations`.
SEARCH_PARAMS = {"iterations": int, "seconds": float, "c": float, "rollout": str, "depth": int}


def _search_factory(agent_class, positional, extra_params, perfect_information_only=False,
                    **fixed):
    allowed = {**SEARCH_PARAMS, **extra_params}

    def make(game, seed, args, kwargs):
        if perfect_information_only and not getattr(game, "perfect_information", False):
            raise ValueError(f"mcts sees every hand, and {game.name} hides information: use "
                             "ismcts or detuct, or 'cheating-mcts' as an explicit upper bound")
        if len(args) > 1:
            raise ValueError(f"at most one positional parameter ({positional}), got {list(args)}")
        params = dict(kwargs)
        if args:
            params[positional] = args[0]
        typed = {}
        for key, value in params.items():
            if key not in allowed:
                raise ValueError(f"unknown parameter {key!r}; allowed: {', '.join(allowed)}")
            typed[key] = _convert(key, value, allowed[key])
        return agent_class(seed=seed or 0, **fixed, **typed)
    return make


def _convert(key, value, kind):
    try:
        return kind(value)
    except ValueError:
        raise ValueError(f"parameter {key}={value!r} must be a{'n int' if kind is int else ' number' if kind is float else ' word'}") from None


# name -> (factory(game, seed, args, kwargs), one-line help)
AGENTS = {
    "random": (_make_random, "uniformly random legal actions; random:thesis plays as the "
                             "Unstable Unicorns thesis' random agent"),
    "rule": (_make_rule, "the game's rule-based heuristic player"),
    "ismcts": (_search_factory(ISMCTSAgent, "iterations", {"variant": str}),
               "information-set MCTS, e.g. ismcts:1000 or "
               "ismcts:iterations=1000,c=0.7,variant=mo,rollout=rule,depth=20"),
    "detuct": (_search_factory(DeterminizedUCTAgent, "iterations", {"worlds": int}),
               "determinized UCT: worlds x iterations each, e.g. "
               "detuct:worlds=10,iterations=100 (detuct:100 has 10 worlds)"),
    "mcts": (_search_factory(MCTSAgent, "iterations", {}, perfect_information_only=True),
             "UCT for perfect-information games, e.g. mcts:1000"),
    "cheating-mcts": (_search_factory(MCTSAgent, "iterations", {}, cheat=True),
                      "UCT that sees every hand: an upper bound, not a fair player"),
}


def parse_agent_specs(text: str) -> list[AgentSpec]:
    """Splits a comma-separated list of agent specs (see the module doc)."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("no agents given")
    specs: list[list] = []
    for token in (t.strip() for t in text.split(",")):
        if not token:
            raise ValueError(f"empty agent in {text!r}")
        if "=" in token and ":" not in token:
            if not specs:
                raise ValueError(f"parameter {token!r} comes before any agent name")
            specs[-1][2].append(_key_value(token))
            continue
        name, _, params = token.partition(":")
        name = name.strip().lower()
        if name not in AGENTS:
            raise ValueError(f"unknown agent {name!r}; available: {', '.join(sorted(AGENTS))}")
        args, kwargs = [], []
        if params:
            if "=" in params:
                kwargs.append(_key_value(params))
            else:
                args.append(params.strip())
        specs.append([name, args, kwargs])
    return [AgentSpec(n, tuple(a), tuple(k)) for n, a, k in specs]


def _key_value(token: str) -> tuple[str, str]:
    key, _, value = token.partition("=")
    if not key.strip() or not value.strip():
        raise ValueError(f"malformed agent parameter {token!r} (expected key=value)")
    return key.strip(), value.strip()


def make_agent(spec: AgentSpec, game, seed: int | None = None):
    """Builds the agent a spec describes, for `game`."""
    factory, _ = AGENTS[spec.name]
    return factory(game, seed, spec.args, dict(spec.kwargs))
