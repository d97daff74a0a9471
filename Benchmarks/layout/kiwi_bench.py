"""Times kiwisolver (Python binding) on the systems LayoutBenchmark wrote.

Constraint objects are built before timing; timed are the addConstraint loop plus the edit
variable and updateVariables (full solve, best of N), and suggestValue + updateVariables
(re-solve, per suggestion, best batch of 100).
Priorities: 1000 -> required, >= 500 -> strong, else weak (one optional level per strength)."""
import json, sys, time
import kiwisolver as kiwi

def strength(priority):
    if priority >= 1000: return "required"
    return "strong" if priority >= 500 else "weak"

def build(system):
    variables = {name: kiwi.Variable(name) for name in system["variables"]}
    constraints = []
    for c in system["constraints"]:
        expression = sum((variables[n] * k for n, k in c["terms"]), c["constant"])
        relation = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[c["op"]]
        constraints.append(relation | strength(c["priority"]))
    return variables, constraints

def full_solve(system, variables, constraints):
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    edited = variables[system["edit"]["variable"]]
    solver.addEditVariable(edited, "strong")
    solver.suggestValue(edited, system["edit"]["initial"])
    solver.updateVariables()
    return solver, edited

repetitions = {"100": 200, "1000": 10, "5000": 3}
for line in open(sys.argv[1]):
    system = json.loads(line)
    variables, constraints = build(system)
    best = float("inf")
    for _ in range(repetitions[system["id"].split("-")[1]]):
        start = time.perf_counter()
        full_solve(system, variables, constraints)
        best = min(best, time.perf_counter() - start)
    # Re-solve: batches of 100 suggestions, each followed by updateVariables; best batch.
    solver, edited = full_solve(system, variables, constraints)
    suggestions = system["edit"]["suggestions"]
    incremental = float("inf")
    for _ in range(repetitions[system["id"].split("-")[1]]):
        start = time.perf_counter()
        for value in suggestions:
            solver.suggestValue(edited, value)
            solver.updateVariables()
        incremental = min(incremental, (time.perf_counter() - start) / len(suggestions))
    print(json.dumps({"id": system["id"], "full_ms": best * 1000, "suggest_ms": incremental * 1000}))
