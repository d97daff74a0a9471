"""The generator behind the differential check: replayable, and its systems mean what they say
(true of their hidden layout, except the one contradiction some of them carry)."""
import random_systems

TOLERANCE = 1e-9


def holds(constraint, values) -> bool:
    total = constraint["constant"] + sum(k * values[name] for name, k in constraint["terms"])
    return {"==": abs(total) <= TOLERANCE, ">=": total >= -TOLERANCE, "<=": total <= TOLERANCE}[constraint["op"]]


def test_one_seed_gives_the_same_systems_and_another_seed_others():
    assert random_systems.make_systems(11, 40) == random_systems.make_systems(11, 40)
    assert random_systems.make_systems(11, 40) != random_systems.make_systems(12, 40)


def test_required_constraints_hold_in_the_hidden_layout_and_contradictions_do_not():
    for system in random_systems.make_systems(3, 300):
        for index, constraint in enumerate(system["constraints"]):
            if constraint["why"] == "true":
                assert holds(constraint, system["hidden"]), (system["id"], index)
            if constraint["why"] == "contradiction":
                assert not holds(constraint, system["hidden"]), (system["id"], index)


def test_a_system_has_at_most_one_contradiction_and_three_optional_priorities():
    for system in random_systems.make_systems(5, 300):
        whys = [c["why"] for c in system["constraints"]]
        optional = {c["priority"] for c in system["constraints"] if c["priority"] < random_systems.REQUIRED}
        assert whys.count("contradiction") <= 1 and len(optional) <= 3, system["id"]
        assert all(c["priority"] == random_systems.REQUIRED for c in system["constraints"] if c["why"] != "preference")


def test_every_term_names_a_declared_variable_once_with_a_nonzero_coefficient():
    for system in random_systems.make_systems(9, 300):
        for constraint in system["constraints"]:
            names = [name for name, _ in constraint["terms"]]
            assert names and len(set(names)) == len(names) and set(names) <= set(system["variables"])
            assert all(k != 0 for _, k in constraint["terms"])
