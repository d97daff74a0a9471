"""Random Auto Layout constraint systems for the differential check against kiwisolver.

A system places a few boxes in a scroll view's content area. The generator first draws a
hidden layout (whole numbers for every variable), then writes required constraints that are
true of it, so the required part can always be met. Some boxes are left loose on purpose
(ambiguity), some constraints are inequalities, some say the same thing twice (redundancy),
optional preferences may be false, and now and then a required constraint contradicts an
earlier one (a refusal).

Each system is an input object of `scrollnotes layout`:
  {"id", "variables", "constraints": [{"terms": [[name, coefficient], ...], "constant",
   "op", "priority"}]}
meaning  sum(coefficient * variable) + constant  op  0,  added in list order. The extra keys
`hidden` (the hidden layout) and, per constraint, `why` ("true", "preference" or
"contradiction") are for the tests; `scrollnotes layout` ignores them.
"""
import random

REQUIRED = 1000.0
# UILayoutPriority values below required. A system uses at most three of them: kiwisolver has
# three optional strengths (weak, medium, strong), and only those stay strictly ordered.
OPTIONAL_PRIORITIES = (50.0, 250.0, 490.0, 500.0, 750.0, 999.0)
MULTIPLIERS = (0.5, 1.0, 2.0)
BOXES = ("a", "b", "c", "d")


def make_systems(seed: int, count: int) -> list[dict]:
    """`count` systems drawn from one seed: the same seed gives the same systems."""
    rng = random.Random(seed)
    return [_Maker(rng).system(number) for number in range(count)]


class _Maker:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.hidden: dict[str, float] = {}
        self.constraints: list[dict] = []

    def system(self, number: int) -> dict:
        boxes = list(BOXES[: self.rng.randint(1, len(BOXES))])
        self._draw_hidden_layout(boxes)
        for index, box in enumerate(boxes):
            self._place_horizontally(box, boxes[:index])
            self._place_vertically(box, boxes[:index])
        self._close_content(boxes)
        self._add_inequalities()
        self._add_redundancy()
        self._add_preferences()
        if self.rng.random() < 0.5:
            self.rng.shuffle(self.constraints)
        if self.rng.random() < 0.12:
            self._add_contradiction()
        return {"id": number, "variables": list(self.hidden), "constraints": self.constraints,
                "hidden": self.hidden}

    # The hidden layout: boxes stacked top to bottom inside a content area that holds them.
    def _draw_hidden_layout(self, boxes):
        self.hidden = {"content.width": 0.0, "content.height": 0.0}
        top = float(self.rng.randint(0, 40))
        for box in boxes:
            x, width, height = (float(self.rng.randint(*span)) for span in ((0, 60), (10, 300), (10, 200)))
            self.hidden.update({f"{box}.x": x, f"{box}.y": top, f"{box}.width": width, f"{box}.height": height})
            top += height + self.rng.randint(0, 40)
        right = max(self.hidden[f"{box}.x"] + self.hidden[f"{box}.width"] for box in boxes)
        self.hidden["content.width"] = right + self.rng.randint(0, 60)
        self.hidden["content.height"] = top + self.rng.randint(0, 60)

    def _relate(self, terms, op="==", priority=REQUIRED, why="true", slack=0.0, miss=0.0):
        """Adds sum(terms) + constant op 0 with the constant that makes it hold in the hidden
        layout, `slack` inside an inequality, then moved by `miss` (a preference may be false)."""
        merged: dict[str, float] = {}
        for name, coefficient in terms:
            merged[name] = merged.get(name, 0.0) + coefficient
        merged = {name: k for name, k in merged.items() if k != 0}
        at_hidden = sum(k * self.hidden[name] for name, k in merged.items())
        inside = {"==": 0.0, ">=": slack, "<=": -slack}[op]
        self.constraints.append({"terms": [[name, k] for name, k in merged.items()],
                                 "constant": -at_hidden + inside + miss, "op": op,
                                 "priority": priority, "why": why})

    def _place_horizontally(self, box, earlier):
        x, width = f"{box}.x", f"{box}.width"
        choices = ["pinned", "centred", "stretched", "loose"] + (["follows"] * 2 if earlier else [])
        placement = self.rng.choice(choices)
        if placement == "follows":
            other = self.rng.choice(earlier)
            self._relate([(x, 1), (f"{other}.x", -1)])
            self._relate([(width, 1), (f"{other}.width", -self.rng.choice(MULTIPLIERS))])
            return
        if placement == "pinned":
            self._relate([(x, 1)])
        elif placement == "centred":
            self._relate([(x, 1), (width, 0.5), ("content.width", -0.5)])
        elif placement == "stretched":
            self._relate([(x, 1)])
            self._relate([("content.width", 1), (x, -1), (width, -1)])
            return
        self._relate([(width, 1)])  # a loose box has a width but floats sideways

    def _place_vertically(self, box, earlier):
        y, height = f"{box}.y", f"{box}.height"
        if earlier:
            above = earlier[-1]
            self._relate([(y, 1), (f"{above}.y", -1), (f"{above}.height", -1)])
        else:
            self._relate([(y, 1)])
        if earlier and self.rng.random() < 0.25:
            other = self.rng.choice(earlier)
            self._relate([(height, 1), (f"{other}.height", -self.rng.choice(MULTIPLIERS))])
        else:
            self._relate([(height, 1)])

    def _close_content(self, boxes):
        # Left open, a content size is ambiguous unless something else pins it.
        if self.rng.random() < 0.8:
            widest = max(boxes, key=lambda box: self.hidden[f"{box}.x"] + self.hidden[f"{box}.width"])
            self._relate([("content.width", 1), (f"{widest}.x", -1), (f"{widest}.width", -1)])
        if self.rng.random() < 0.8:
            last = boxes[-1]
            self._relate([("content.height", 1), (f"{last}.y", -1), (f"{last}.height", -1)])

    def _two_variables(self):
        return self.rng.sample(list(self.hidden), 2)

    def _add_inequalities(self):
        for _ in range(self.rng.randint(0, 3)):
            first, second = self._two_variables()
            self._relate([(first, 1), (second, -self.rng.choice(MULTIPLIERS))],
                         op=self.rng.choice([">=", "<="]), slack=self.rng.choice([0, 0, 5, 40]))

    def _add_redundancy(self):
        """Now and then the sum of two required equalities, which says nothing new."""
        equalities = [c for c in self.constraints if c["op"] == "==" and c["why"] == "true"]
        if len(equalities) >= 2 and self.rng.random() < 0.15:
            first, second = self.rng.sample(equalities, 2)
            self._relate([tuple(term) for term in first["terms"] + second["terms"]])

    def _add_preferences(self):
        levels = self.rng.sample(OPTIONAL_PRIORITIES, self.rng.randint(0, 3))
        for _ in range(self.rng.randint(0, 4) if levels else 0):
            if self.rng.random() < 0.7:
                terms = [(self.rng.choice(list(self.hidden)), 1)]
            else:
                first, second = self._two_variables()
                terms = [(first, 1), (second, -1)]
            self._relate(terms, op=self.rng.choice(["==", "==", ">=", "<="]), priority=self.rng.choice(levels),
                         why="preference", miss=self.rng.choice([0, 0, 4, -9, 30]))

    def _add_contradiction(self):
        """A required constraint, somewhere after a required equality, that cannot hold with it."""
        equalities = [i for i, c in enumerate(self.constraints) if c["op"] == "==" and c["why"] == "true"]
        original = self.constraints[self.rng.choice(equalities)]
        gap = self.rng.choice([3.0, 7.5, 40.0])
        op, constant = self.rng.choice([("==", original["constant"] + gap), (">=", original["constant"] - gap),
                                        ("<=", original["constant"] + gap)])
        contradiction = {**original, "op": op, "constant": constant, "why": "contradiction"}
        after = self.constraints.index(original) + 1
        self.constraints.insert(self.rng.randint(after, len(self.constraints)), contradiction)
