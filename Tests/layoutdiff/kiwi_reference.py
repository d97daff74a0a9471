"""kiwisolver's verdict on a system (random_systems.py format): which constraints it refuses,
which variables the constraints determine, and their values.

kiwisolver adds constraints in order and refuses a required one that cannot hold with those
before it (the newcomer loses), as `scrollnotes layout` does. It says nothing about ambiguity,
so each variable is probed: a constraint far weaker than any optional level pulls it towards
-FAR and then +FAR. The pull only chooses among the solutions that are already optimal, so a
variable that moves is not determined by the system.

kiwisolver's strengths are numbers, not a strict hierarchy, so the distinct optional
priorities of a system are mapped by rank onto weak, medium and strong (at most three).
"""
import operator

import kiwisolver

REQUIRED = 1000.0
STRENGTHS = ("weak", "medium", "strong")  # lowest first
PROBE_STRENGTH = 1e-3  # weak is 1.0
FAR = 1e6
TOLERANCE = 1e-6
RELATIONS = {"==": operator.eq, ">=": operator.ge, "<=": operator.le}


def verdict(system: dict) -> dict:
    """{"rejected": [index, ...], "unique": {name: bool}, "values": {name: float}}."""
    variables = {name: kiwisolver.Variable(name) for name in system["variables"]}
    strength = _strengths(system["constraints"])
    solver = kiwisolver.Solver()
    rejected = []
    for index, constraint in enumerate(system["constraints"]):
        terms = [kiwisolver.Term(variables[name], k) for name, k in constraint["terms"]]
        expression = kiwisolver.Expression(terms, constraint["constant"])
        relation = RELATIONS[constraint["op"]](expression, 0)
        try:
            solver.addConstraint(relation | strength[constraint["priority"]])
        except kiwisolver.UnsatisfiableConstraint:
            rejected.append(index)
    solver.updateVariables()
    values = {name: variable.value() for name, variable in variables.items()}
    unique = {name: _reach(solver, variable, FAR) - _reach(solver, variable, -FAR) <= TOLERANCE
              for name, variable in variables.items()}
    return {"rejected": rejected, "unique": unique, "values": values}


def _strengths(constraints) -> dict:
    optional = sorted({c["priority"] for c in constraints if c["priority"] < REQUIRED})
    if len(optional) > len(STRENGTHS):
        raise ValueError(f"{len(optional)} optional priorities; kiwisolver keeps only three apart")
    table = {priority: getattr(kiwisolver.strength, name) for priority, name in zip(optional, STRENGTHS)}
    table[REQUIRED] = kiwisolver.strength.required
    return table


def _reach(solver, variable, target) -> float:
    """Where `variable` ends up when pulled towards `target` without costing anything else."""
    pull = (variable == target) | PROBE_STRENGTH
    solver.addConstraint(pull)
    solver.updateVariables()
    reached = variable.value()
    solver.removeConstraint(pull)
    return reached
