"""`scrollnotes layout` agrees with kiwisolver on random systems (conftest.py draws them from a
fresh seed each run): the same refused constraints, the same determined and ambiguous
variables, and the determined values within 1e-6. kiwisolver's values for ambiguous variables
are one arbitrary solution among many, so they are not compared.
"""
import pytest

TOLERANCE = 1e-6


def refusals(system, kiwi, answer):
    if answer["rejected"] != kiwi["rejected"]:
        yield f"refused {answer['rejected']}, kiwisolver refused {kiwi['rejected']}"
    expected_status = "unsatisfiable" if kiwi["rejected"] else "ok"
    if answer["status"] != expected_status:
        yield f"status {answer['status']}, expected {expected_status}"


def determination(system, kiwi, answer):
    for name in system["variables"]:
        if answer["unique"][name] != kiwi["unique"][name]:
            yield f"{name} determined: {answer['unique'][name]}, kiwisolver: {kiwi['unique'][name]}"


def determined_values(system, kiwi, answer):
    for name in system["variables"]:
        if kiwi["unique"][name] and abs(answer["values"][name] - kiwi["values"][name]) > TOLERANCE:
            yield f"{name} = {answer['values'][name]!r}, kiwisolver: {kiwi['values'][name]!r}"


def assert_agreement(batch, compare):
    found = [f"system {system['id']}: {problem}"
             for system, kiwi, answer in zip(batch.systems, batch.kiwi, batch.answers)
             for problem in compare(system, kiwi, answer)]
    assert not found, f"{batch.replay}; systems in {batch.file}\n" + "\n".join(found[:30])


def test_scrollnotes_refuses_exactly_the_constraints_kiwisolver_refuses(batch):
    assert_agreement(batch, refusals)


def test_scrollnotes_finds_the_same_variables_determined_and_ambiguous(batch):
    assert_agreement(batch, determination)


def test_determined_variables_have_kiwisolvers_values(batch):
    assert_agreement(batch, determined_values)


def test_the_batch_exercises_refusals_ambiguity_and_priorities(batch):
    """Agreement on a batch of easy systems would prove little."""
    if len(batch.systems) < 100:
        pytest.skip("a replay of fewer than 100 systems need not cover everything")
    refused = sum(bool(kiwi["rejected"]) for kiwi in batch.kiwi)
    ambiguous = sum(not all(kiwi["unique"].values()) for kiwi in batch.kiwi)
    determined = len(batch.systems) - ambiguous
    optional = sum(any(c["priority"] < 1000 for c in system["constraints"]) for system in batch.systems)
    assert refused >= 3 and ambiguous >= 20 and determined >= 20 and optional >= 20, (
        f"{batch.replay}: {refused} with a refusal, {ambiguous} ambiguous, {determined} determined, "
        f"{optional} with optional constraints")
