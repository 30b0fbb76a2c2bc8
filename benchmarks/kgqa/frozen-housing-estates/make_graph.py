"""Write the frozen-housing-estates KGQA set (LARGE: ~3,000 entities, ~12,000 triples, typed):
social housing: housing associations (registered office, owning group, chief executive),
estates (neighbourhood, landlord, estate manager, housing officers), area managers, blocks
(estate, builder, decade built, heating, lift maker, caretaker), tenants (address, tenure,
residents' association, block moved from), residents' associations (estate, chair, secretary),
repair jobs (block, trade, contractor, who raised it, who signed it off), contractors (yard,
trades), community centres (estate, manager, activities), neighbourhoods and boroughs.
Run: python benchmarks/kgqa/frozen-housing-estates/make_graph.py"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import follow, write_set  # noqa: E402

SEED = 6517
Fact = tuple[str, str, str]
F, B = "->", "<-"  # walk a triple head to tail, or tail to head

FIRST = [
    "Mohammed", "Amina", "Grace", "Joseph", "Patricia", "Michael", "Shirley", "Kevin", "Denise",
    "Tariq", "Shabana", "Delroy", "Marcia", "Winston", "Beverley", "Colin", "Maureen", "Stephen",
    "Janet", "Desmond", "Hyacinth", "Errol", "Precious", "Emeka", "Ngozi", "Chidi", "Abdi",
    "Hodan", "Farah", "Yasmin", "Rukhsana", "Arjun", "Deepa", "Mandeep", "Gurpreet", "Tomasz",
    "Agnieszka", "Kamil", "Zofia", "Mihai", "Elena", "Bogdan", "Irina", "Connor", "Siobhan",
    "Patrick", "Bridget", "Gareth", "Sian", "Keith", "Pauline", "Terry", "Wendy", "Leon", "Chantelle",
    "Jordan", "Kayleigh", "Ryan", "Jade", "Nathan", "Shannon", "Luke", "Holly", "Aaron", "Lauren",
    "Callum", "Molly", "Reece", "Demi", "Mason", "Evie", "Hassan", "Layla", "Ibrahim", "Maryam",
    "Thomas", "Maria", "Rosa", "Lucia", "Carlos", "Miguel", "Thi", "Minh", "Linh", "Hui",
]  # fmt: skip
LAST = [
    "Ahmed", "Hussain", "Begum", "Akhtar", "Campbell", "Williams", "Johnson", "Robinson", "Edwards",
    "Francis", "Henry", "Grant", "Lawrence", "Okonkwo", "Nwosu", "Eze", "Adebayo", "Osei", "Hassan",
    "Mohamed", "Warsame", "Sandhu", "Gill", "Sharma", "Mistry", "Kowalczyk", "Lewandowski",
    "Popescu", "Ionescu", "O'Brien", "Doyle", "Quinn", "Reilly", "Jenkins", "Powell", "Griffiths",
    "Harris", "Martin", "Jackson", "White", "Thompson", "Walker", "Young", "Allen", "Mitchell",
    "Carter", "Phillips", "Collins", "Stewart", "Murray", "Gordon", "Mills", "Barnes", "Knight",
    "Fernandes", "Silva", "Rodrigues", "Nguyen", "Tran", "Pham", "Lin", "Zhou", "Hardy", "Morris",
]  # fmt: skip
BOROUGHS = [
    "Northfield",
    "Southmere",
    "Eastgate",
    "Westbury",
    "Riverside",
    "Highbury Vale",
    "Lowther",
    "Castlebar",
]
HOODS = [
    "Northfield", "Kingsmead", "Abbey Wood", "Ferry Lane", "Gasworks", "Brickfields", "Canal Side",
    "Old Kent", "Mill Hill", "St Jude's", "Tanner's Row", "Ropewalk", "Clock Tower", "Windmill",
    "Cherry Orchard", "Coldharbour", "Elm Park", "Fairfield", "Goose Green", "Hatch End",
    "Ivy Bank", "Larkhall", "Mayflower", "Nightingale", "Oak Lane", "Pinewood", "Quarry Hill",
    "Railway Fields", "Sandhills", "Thornhill", "Union Wharf", "Vicarage", "Waterloo", "Yew Tree",
    "Ash Grove", "Beacon Hill", "Chapel End", "Dockside", "Eastfields", "Foundry", "Granary",
    "Harbour", "Kiln Lane", "Lime Street", "Market End", "Nelson", "Orchard Park", "Priory",
    "Queensway", "Rosehill", "Saxon", "Tollgate", "Upper Green", "Victoria Park", "Weavers",
    "Wellington", "Bridge End", "Cross Keys", "Drovers", "Kingston",
]  # fmt: skip
NAMESAKES = [
    "Mary Seacole", "Nye Bevan", "Ada Lovelace", "Clement Attlee", "Octavia Hill", "George Lansbury",
    "Ellen Wilkinson", "Keir Hardie", "Sylvia Pankhurst", "Thomas Hardy", "William Morris",
    "Florence Nightingale", "Walter Tull", "Olive Morris", "Claudia Jones", "Dadabhai Naoroji",
    "Noor Inayat Khan", "Elizabeth Garrett", "Isaac Newton", "Charles Dickens", "John Ruskin",
    "Samuel Pepys", "Grace Darling", "Paul Robeson", "Jessie Stephen", "Robert Owen",
]  # fmt: skip
TREES = [
    "Ash",
    "Birch",
    "Cedar",
    "Elm",
    "Hazel",
    "Hornbeam",
    "Larch",
    "Maple",
    "Oak",
    "Rowan",
    "Willow",
    "Yew",
    "Alder",
    "Beech",
    "Holly",
    "Juniper",
    "Linden",
    "Poplar",
    "Sycamore",
    "Chestnut",
]
BLOCK_WORDS = ["House", "Court", "Tower", "Point", "Lodge", "Mansions", "Heights", "Close", "Walk"]
ASSOCS = [
    "Northfield Homes", "Southmere Housing Trust", "Peabody Lane HA", "Riverside Community Housing",
    "Castlebar Homes", "Eastgate Living", "Westbury Housing Co-operative", "Unity Housing",
    "Hearth & Home HA", "Kingsmead Homes", "Octavia Hill Housing", "Mayflower Housing Trust",
    "Cornerstone Homes", "Beacon Housing", "Orbit Lane Homes", "Weavers Housing Association",
    "Lowther Housing", "Greenway Homes", "Anchorage HA", "Phoenix Community Homes",
    "Ferry Lane Co-op Homes", "Nightingale Housing",
]  # fmt: skip
GROUPS = [
    "Civitas Housing Group",
    "Hearthstone Group",
    "Commonwealth Homes Group",
    "Meridian Housing Partnership",
    "Keystone Group",
]
CONTRACTOR_STEMS = [
    "Apex",
    "Brightwell",
    "Crown",
    "Dalton",
    "Everfix",
    "Fortis",
    "Greaves",
    "Hallmark",
    "Ironside",
    "Jubilee",
    "Keyline",
    "Lodestar",
    "Mainstay",
    "Northfield",
    "Oakwood",
    "Premier",
    "Quickfix",
    "Reliance",
    "Sterling",
    "Trueline",
    "Vanguard",
    "Westbury",
    "Kingston",
    "Seacole",
]
CONTRACTOR_WORDS = [
    "Building Services",
    "Maintenance Ltd",
    "Property Care",
    "Contractors",
    "& Sons",
    "Repairs Ltd",
    "Facilities",
    "Group",
]
BUILDERS = [
    "Wates Brothers",
    "Laing & Co",
    "Taylor Woodrow Homes",
    "Bovis Construction",
    "Mowlem & Sons",
    "the council's direct labour",
    "Higgs and Hill",
    "Trollope & Colls",
    "Costain",
    "Wimpey",
]
TRADES = [
    "plumbing",
    "electrics",
    "roofing",
    "damp and mould",
    "lift repairs",
    "windows",
    "carpentry",
    "pest control",
    "drainage",
    "heating",
    "door entry",
    "plastering",
]
HEATING = [
    "district heating",
    "gas boilers",
    "electric storage heaters",
    "air source heat pumps",
    "communal boiler",
]
DECADES = ["1930s", "1950s", "1960s", "1970s", "1980s", "1990s", "2000s", "2010s"]
LIFTS = ["Otis", "Schindler", "Kone", "Stannah", "ThyssenKrupp", "Express Lifts"]
TENURES = [
    "secure tenancy",
    "assured tenancy",
    "starter tenancy",
    "shared ownership",
    "leasehold",
    "temporary accommodation",
]
ACTIVITIES = [
    "youth club",
    "lunch club",
    "food bank",
    "homework club",
    "toddler group",
    "IT classes",
    "ESOL classes",
    "boxing",
    "bingo",
    "advice surgery",
    "community garden",
    "warm space",
    "film night",
    "chess club",
    "keep fit",
]

KIND_TYPE = {
    "borough": "Borough", "hood": "Neighbourhood", "assoc": "HousingAssociation", "group": "Group",
    "estate": "Estate", "block": "Block", "person": "Person", "ra": "ResidentsAssociation",
    "job": "RepairJob", "contractor": "Contractor", "trade": "Trade", "heating": "HeatingSystem",
    "decade": "Decade", "lift": "LiftMaker", "tenure": "Tenure", "centre": "CommunityCentre",
    "activity": "Activity", "builder": "Builder",
}  # fmt: skip


class Graph:
    """Facts between readable keys (``kind:name``, ``#2`` when the name is taken in a kind)."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.kinds: dict[str, str] = {}
        self.facts: list[Fact] = []
        self.out: dict[tuple[str, str], list[str]] = {}
        self.into: dict[tuple[str, str], list[str]] = {}

    def add(self, kind: str, name: str) -> str:
        key, n = f"{kind}:{name}", 1
        while key in self.names:
            n += 1
            key = f"{kind}:{name}#{n}"
        self.names[key] = name
        self.kinds[key] = KIND_TYPE[kind]
        return key

    def fact(self, h: str, r: str, t: str) -> None:
        self.facts.append((h, r, t))
        self.out.setdefault((h, r), []).append(t)
        self.into.setdefault((t, r), []).append(h)


def build() -> tuple[list[Fact], dict[str, str]]:
    """The triples and the ``name<TAB>type`` of every entity, by opaque id."""
    triples, names, _, types = build_keyed()
    return triples, {eid: f"{name}\t{types[eid]}" for eid, name in names.items()}


def build_keyed() -> tuple[list[Fact], dict[str, str], dict[str, str], dict[str, str]]:
    """The triples, names and types by opaque id, and the opaque id of every building key."""
    rng = random.Random(SEED)
    g = Graph()

    def person() -> str:
        return g.add("person", f"{rng.choice(FIRST)} {rng.choice(LAST)}")

    boroughs = [g.add("borough", f"London Borough of {b}") for b in BOROUGHS]
    hoods = [g.add("hood", h) for h in HOODS]
    for i, h in enumerate(hoods):
        g.fact(h, "borough", boroughs[0] if i == 0 else boroughs[i % len(boroughs)])
    hub = hoods[0]  # Northfield: the hub neighbourhood
    weights = [30.0] + [1.0 + (3.0 if i < 10 else 0.0) for i in range(1, len(hoods))]

    def hood() -> str:
        return rng.choices(hoods, weights)[0]

    groups = [g.add("group", n) for n in GROUPS]
    for grp in groups:
        g.fact(grp, "registered office", rng.choice(hoods[:12]))
    assocs = [g.add("assoc", n) for n in ASSOCS]
    for a in assocs:
        g.fact(a, "registered office", hub if a == assocs[0] else hood())
        if rng.random() < 0.75:
            g.fact(a, "parent", rng.choice(groups))
        g.fact(a, "chief exec", person())
    assoc_weights = [12.0] + [1.0] * (len(assocs) - 1)
    trades = {t: g.add("trade", t) for t in TRADES}
    heating = [g.add("heating", h) for h in HEATING]
    decades = [g.add("decade", d) for d in DECADES]
    lifts = [g.add("lift", m) for m in LIFTS]
    tenures = [g.add("tenure", t) for t in TENURES]
    builders = [g.add("builder", b) for b in BUILDERS]
    activities = [g.add("activity", a) for a in ACTIVITIES]
    area_managers = [person() for _ in range(11)]
    officers = [person() for _ in range(110)]
    caretakers = [person() for _ in range(130)]
    contractors = []
    for _ in range(70):
        c = g.add("contractor", f"{rng.choice(CONTRACTOR_STEMS)} {rng.choice(CONTRACTOR_WORDS)}")
        contractors.append(c)
        g.fact(c, "yard", hood())
        for t in rng.sample(TRADES, rng.choice([1, 1, 2, 3, 5])):
            g.fact(c, "trades", trades[t])
    # estates and blocks
    estates, blocks = [], []
    estate_names: set[tuple[str, str]] = set()
    for i in range(130):
        h = hub if i < 22 else hood()
        hn = g.names[h]
        while True:
            style = rng.random()
            if style < 0.3:
                nm = f"{hn} Estate"
            elif style < 0.6:
                nm = f"{rng.choice(NAMESAKES)} Estate"
            else:
                nm = f"{rng.choice(['Gardens', 'Park', 'Fields', 'Green', 'Road'])}"
                nm = f"{rng.choice(TREES)} {nm} Estate"
            if (nm, h) not in estate_names and not (
                style < 0.3 and nm in {n for n, _ in estate_names}
            ):
                break
        estate_names.add((nm, h))
        e = g.add("estate", nm)
        estates.append(e)
        g.fact(e, "located in", h)
        g.fact(e, "landlord", rng.choices(assocs, assoc_weights)[0])
        if rng.random() < 0.8:
            g.fact(e, "EM", em := person())
            g.fact(rng.choice(area_managers), "supervises", em)
        for _ in range(rng.choice([2, 3, 4, 4, 5, 6])):
            style = rng.random()
            if style < 0.35:
                bn = f"{rng.choice(NAMESAKES)} {rng.choice(BLOCK_WORDS)}"
            elif style < 0.7:
                bn = f"{rng.choice(TREES)} {rng.choice(BLOCK_WORDS)}"
            else:
                bn = f"{rng.choice(HOODS)} {rng.choice(BLOCK_WORDS)}"
            b = g.add("block", bn)
            blocks.append(b)
            g.fact(b, "part of", e)
            g.fact(b, "built by", rng.choice(builders))
            g.fact(b, "built", rng.choice(decades))
            g.fact(b, "heating", rng.choice(heating))
            if rng.random() < 0.45:
                g.fact(b, "lifts", rng.choice(lifts))
    for o in officers:
        for e in rng.sample(estates, rng.choice([1, 1, 2, 3])):
            g.fact(o, "patch", e)
    for c in caretakers:
        for b in rng.sample(blocks, rng.choice([1, 2, 3, 4, 6])):
            g.fact(b, "caretaker", c)
    # tenants
    tenants = []
    for _ in range(1260):
        t = person()
        tenants.append(t)
        b = rng.choice(blocks)
        g.fact(t, "address", b)
        if rng.random() < 0.85:
            g.fact(t, "tenure", rng.choices(tenures, [6, 4, 2, 1, 1.5, 1])[0])
        if rng.random() < 0.12:
            g.fact(t, "moved from", rng.choice(blocks))
    # residents' associations
    for e in rng.sample(estates, 95):
        ra = g.add("ra", f"{g.names[e].removesuffix(' Estate')} Residents' Association")
        g.fact(ra, "represents", e)
        living = [t for b in g.into.get((e, "part of"), []) for t in g.into.get((b, "address"), [])]
        if living:
            g.fact(ra, "chair", rng.choice(living))
            g.fact(ra, "secretary", rng.choice(living))
            for t in rng.sample(living, len(living) // 2):
                g.fact(t, "member of", ra)
    # repair jobs
    for _ in range(1000):
        j = g.add("job", f"WO-{rng.randrange(10000, 99999)}")
        b = rng.choice(blocks)
        g.fact(j, "location", b)
        g.fact(j, "trade", trades[rng.choice(TRADES)])
        g.fact(j, "assigned to", rng.choice(contractors))
        raisers = g.into.get((b, "address"), [])
        if raisers and rng.random() < 0.85:
            g.fact(j, "raised by", rng.choice(raisers))
        if rng.random() < 0.5:
            g.fact(j, "signed off by", rng.choice(officers))
    # community centres
    for _ in range(46):
        e = rng.choice(estates)
        nm = rng.choice(
            [
                f"{rng.choice(NAMESAKES)} Centre",
                f"{g.names[e].removesuffix(' Estate')} Community Centre",
                f"the {rng.choice(NAMESAKES)} Room",
                f"{rng.choice(HOODS)} Hall",
            ]
        )
        c = g.add("centre", nm)
        g.fact(c, "on estate", e)
        g.fact(person(), "manages", c)
        for a in rng.sample(activities, rng.choice([1, 2, 3, 4, 6])):
            g.fact(c, "runs", a)
    plant(g)
    order = sorted(g.names)
    drawn = rng.sample(range(100000), len(order))
    keys = {k: f"hx-{n:05d}.e" for k, n in zip(order, drawn, strict=True)}
    triples = [(keys[h], r, keys[t]) for h, r, t in g.facts]
    return triples, {keys[k]: g.names[k] for k in order}, keys, {keys[k]: g.kinds[k] for k in order}


def plant(g: Graph) -> None:
    """Namesakes written by hand for the questions: a tenant and a caretaker named like blocks."""
    tenant = g.add("person", "Thomas Hardy")
    g.fact(tenant, "address", "block:Thomas Hardy Mansions")
    g.fact(tenant, "tenure", "tenure:leasehold")
    caretaker = g.add("person", "Thomas Hardy")
    g.fact("block:Thomas Hardy Mansions#2", "caretaker", caretaker)
    g.fact("block:Walter Tull Tower", "caretaker", caretaker)


# answerable: (id, text, topic keys, path, expected answer names), topics by building key
# (``kind:name``, ``#2`` for a later namesake of the same kind); not found: (id, text, hops);
# the graph lacks the relation: (id, text, topic keys, hops, lacks)
SPECS: list[tuple[Any, ...]] = [
    (
        "hx1-01",
        "who is the landlord of the Keir Hardie Estate in Northfield?",
        ["estate:Keir Hardie Estate"],
        [("landlord", F)],
        ["Peabody Lane HA"],
    ),
    (
        "hx1-02",
        "where is keir hardie estate, which neighbourhood",
        ["estate:Keir Hardie Estate", "estate:Keir Hardie Estate#2"],
        [("located in", F)],
        ["Abbey Wood", "Northfield"],
    ),
    (
        "hx1-03",
        "Who's the estate manager for Keir Hardie Estate in Northfield?",
        ["estate:Keir Hardie Estate"],
        [("EM", F)],
        ["Siobhan Harris"],
    ),
    (
        "hx1-04",
        "who is the chief executive of Northfield Homes",
        ["assoc:Northfield Homes"],
        [("chief exec", F)],
        ["Beverley Grant"],
    ),
    (
        "hx1-05",
        "Which estates belong to Peabody Lane HA?",
        ["assoc:Peabody Lane HA"],
        [("landlord", B)],
        [
            "Birch Park Estate",
            "Dadabhai Naoroji Estate",
            "Hornbeam Park Estate",
            "Keir Hardie Estate",
            "Nightingale Estate",
            "Oak Fields Estate",
            "Sycamore Park Estate",
        ],
    ),
    (
        "hx1-06",
        "what estate is Jessie Stephen Heights on",
        ["block:Jessie Stephen Heights"],
        [("part of", F)],
        ["Keir Hardie Estate"],
    ),
    (
        "hx1-07",
        "Who built Jessie Stephen Heights?",
        ["block:Jessie Stephen Heights"],
        [("built by", F)],
        ["the council's direct labour"],
    ),
    (
        "hx1-08",
        "when was jessie stephen heights put up",
        ["block:Jessie Stephen Heights"],
        [("built", F)],
        ["1950s"],
    ),
    (
        "hx1-09",
        "How is Hatch End Tower on Elm Green Estate heated?",
        ["block:Hatch End Tower"],
        [("heating", F)],
        ["communal boiler"],
    ),
    (
        "hx1-10",
        "who is the caretaker at Walter Tull Tower (the one on Yew Park Estate)?",
        ["block:Walter Tull Tower"],
        [("caretaker", F)],
        ["Thomas Hardy"],
    ),
    (
        "hx1-11",
        "Which block does Thomas Hardy, the leaseholder, live in?",
        ["person:Thomas Hardy"],
        [("address", F)],
        ["Thomas Hardy Mansions"],
    ),
    (
        "hx1-12",
        "which blocks does the caretaker Thomas Hardy look after",
        ["person:Thomas Hardy#2"],
        [("caretaker", B)],
        ["Thomas Hardy Mansions", "Walter Tull Tower"],
    ),
    (
        "hx1-13",
        "Who chairs the Keir Hardie Residents' Association?",
        ["ra:Keir Hardie Residents' Association"],
        [("chair", F)],
        ["Lucia Quinn"],
    ),
    (
        "hx1-14",
        "who is secretary of the elm green residents association",
        ["ra:Elm Green Residents' Association"],
        [("secretary", F)],
        ["Nathan Mills"],
    ),
    (
        "hx1-15",
        "Which contractor got job WO-92995?",
        ["job:WO-92995"],
        [("assigned to", F)],
        ["Brightwell Facilities"],
    ),
    (
        "hx1-16",
        "who reported repair WO-92995",
        ["job:WO-92995"],
        [("raised by", F)],
        ["Agnieszka Robinson"],
    ),
    (
        "hx1-17",
        "What kind of repair is WO-13967?",
        ["job:WO-13967"],
        [("trade", F)],
        ["lift repairs"],
    ),
    (
        "hx1-18",
        "who signed off WO-13967",
        ["job:WO-13967"],
        [("signed off by", F)],
        ["Chidi Fernandes"],
    ),
    (
        "hx1-19",
        "Which estates does housing officer Mohammed Williams cover?",
        ["person:Mohammed Williams"],
        [("patch", F)],
        ["Keir Hardie Estate", "Robert Owen Estate"],
    ),
    (
        "hx1-20",
        "which estate managers report to Keith Reilly",
        ["person:Keith Reilly"],
        [("supervises", F)],
        [
            "Callum Henry",
            "Errol Thompson",
            "Evie Campbell",
            "Janet Adebayo",
            "Michael Powell",
            "Nathan Ahmed",
            "Ryan Ionescu",
            "Siobhan Harris",
        ],
    ),
    (
        "hx1-21",
        "What kind of work does Apex Repairs Ltd do?",
        ["contractor:Apex Repairs Ltd"],
        [("trades", F)],
        ["drainage", "heating", "lift repairs", "pest control", "windows"],
    ),
    (
        "hx1-22",
        "where is Oakwood and Sons based",
        ["contractor:Oakwood & Sons"],
        [("yard", F)],
        ["Northfield"],
    ),
    (
        "hx1-23",
        "what's on at the Walter Tull Room on Holly Green Estate",
        ["centre:the Walter Tull Room"],
        [("runs", F)],
        ["ESOL classes", "boxing", "food bank", "toddler group", "warm space", "youth club"],
    ),
    (
        "hx1-24",
        "Who manages the Clement Attlee Centre on Mill Hill Estate?",
        ["centre:Clement Attlee Centre"],
        [("manages", B)],
        ["Denise White"],
    ),
    (
        "hx1-25",
        "which borough is old kent in",
        ["hood:Old Kent"],
        [("borough", F)],
        ["London Borough of Castlebar"],
    ),
    (
        "hx1-26",
        "What housing associations are in the Keystone group?",
        ["group:Keystone Group"],
        [("parent", B)],
        ["Eastgate Living", "Ferry Lane Co-op Homes", "Northfield Homes"],
    ),
    (
        "hx1-27",
        "where is Peabody Lane HA's registered office?",
        ["assoc:Peabody Lane HA"],
        [("registered office", F)],
        ["Gasworks"],
    ),
    (
        "hx1-28",
        "Which estate does the Elm Green Residents' Association speak for?",
        ["ra:Elm Green Residents' Association"],
        [("represents", F)],
        ["Elm Green Estate"],
    ),
    (
        "hx1-29",
        "what kind of tenancy has Agnieszka Robinson from Hatch End Tower got",
        ["person:Agnieszka Robinson#3"],
        [("tenure", F)],
        ["assured tenancy"],
    ),
    (
        "hx1-30",
        "Which repair jobs has Mohammed Williams signed off?",
        ["person:Mohammed Williams"],
        [("signed off by", B)],
        ["WO-18209", "WO-28296", "WO-32652", "WO-63255", "WO-80053"],
    ),
    (
        "hx2-01",
        "which borough is the keir hardie estate that Peabody Lane HA owns in",
        ["estate:Keir Hardie Estate"],
        [("located in", F), ("borough", F)],
        ["London Borough of Northfield"],
    ),
    (
        "hx2-02",
        "Who heads the housing association that owns the Keir Hardie Estate in Northfield?",
        ["estate:Keir Hardie Estate"],
        [("landlord", F), ("chief exec", F)],
        ["Leon Jenkins"],
    ),
    (
        "hx2-03",
        "what group is the landlord of Keir Hardie Estate (Northfield) part of",
        ["estate:Keir Hardie Estate"],
        [("landlord", F), ("parent", F)],
        ["Meridian Housing Partnership"],
    ),
    (
        "hx2-04",
        "Who is the boss of the estate manager of Keir Hardie Estate in Northfield?",
        ["estate:Keir Hardie Estate"],
        [("EM", F), ("supervises", B)],
        ["Keith Reilly"],
    ),
    (
        "hx2-05",
        "Which estate does Thomas Hardy the leaseholder live on?",
        ["person:Thomas Hardy"],
        [("address", F), ("part of", F)],
        ["Nye Bevan Estate"],
    ),
    (
        "hx2-06",
        "how is agnieszka robinson's home heated? the Agnieszka Robinson who lives in Hatch End Tower",
        ["person:Agnieszka Robinson#3"],
        [("address", F), ("heating", F)],
        ["communal boiler"],
    ),
    (
        "hx2-07",
        "Which estates are the blocks caretaker Thomas Hardy looks after on?",
        ["person:Thomas Hardy#2"],
        [("caretaker", B), ("part of", F)],
        ["Willow Green Estate", "Yew Park Estate"],
    ),
    (
        "hx2-08",
        "which contractors were sent to the repairs Agnieszka Robinson of Hatch End Tower reported",
        ["person:Agnieszka Robinson#3"],
        [("raised by", B), ("assigned to", F)],
        ["Brightwell Facilities", "Mainstay Contractors"],
    ),
    (
        "hx2-09",
        "What kinds of repairs have been raised at Hatch End Tower (Elm Green Estate)?",
        ["block:Hatch End Tower"],
        [("location", B), ("trade", F)],
        ["electrics", "lift repairs", "plastering", "roofing"],
    ),
    (
        "hx2-10",
        "who lives in the blocks on keir hardie estate in northfield",
        ["estate:Keir Hardie Estate"],
        [("part of", B), ("address", B)],
        [
            "Arjun Gill",
            "Bogdan Ionescu",
            "Callum Begum",
            "Chantelle Mistry",
            "Demi Johnson",
            "Denise Thompson",
            "Gurpreet Silva",
            "Kamil Barnes",
            "Keith Stewart",
            "Leon Griffiths",
            "Lucia Quinn",
            "Minh Griffiths",
            "Molly Begum",
            "Pauline Pham",
            "Precious Collins",
            "Stephen Mitchell",
            "Yasmin Okonkwo",
        ],
    ),
    (
        "hx2-11",
        "Who chairs the residents' association for the Northfield Keir Hardie Estate?",
        ["estate:Keir Hardie Estate"],
        [("represents", B), ("chair", F)],
        ["Lucia Quinn"],
    ),
    (
        "hx2-12",
        "Which contractors have had jobs at Jessie Stephen Heights?",
        ["block:Jessie Stephen Heights"],
        [("location", B), ("assigned to", F)],
        ["Ironside & Sons"],
    ),
    (
        "hx2-13",
        "what activities are on at the community centres on Mill Hill Estate",
        ["estate:Mill Hill Estate"],
        [("on estate", B), ("runs", F)],
        ["ESOL classes", "IT classes", "boxing", "keep fit", "lunch club", "youth club"],
    ),
    (
        "hx2-14",
        "Where are the yards of the contractors who do door entry systems?",
        ["trade:door entry"],
        [("trades", B), ("yard", F)],
        [
            "Abbey Wood",
            "Canal Side",
            "Chapel End",
            "Clock Tower",
            "Coldharbour",
            "Kiln Lane",
            "Nelson",
            "Northfield",
            "Old Kent",
            "Railway Fields",
            "Upper Green",
            "Wellington",
        ],
    ),
    (
        "hx2-15",
        "in which neighbourhoods does Peabody Lane HA have estates",
        ["assoc:Peabody Lane HA"],
        [("landlord", B), ("located in", F)],
        ["Eastfields", "Ferry Lane", "Nightingale", "Northfield", "Queensway", "Windmill"],
    ),
    (
        "hx2-16",
        "Which estates are run by the estate managers Keith Reilly supervises?",
        ["person:Keith Reilly"],
        [("supervises", F), ("EM", B)],
        [
            "Keir Hardie Estate",
            "Larch Gardens Estate",
            "Noor Inayat Khan Estate",
            "Nye Bevan Estate",
            "Sylvia Pankhurst Estate",
            "Walter Tull Estate",
            "Waterloo Estate",
            "William Morris Estate",
        ],
    ),
    (
        "hx2-17",
        "who reported the repairs that housing officer Evie Nguyen signed off",
        ["person:Evie Nguyen"],
        [("signed off by", B), ("raised by", F)],
        ["Agnieszka Kowalczyk", "Joseph Jenkins", "Pauline Lin"],
    ),
    (
        "hx2-18",
        "Which blocks are on the estates Mohammed Williams covers as housing officer?",
        ["person:Mohammed Williams"],
        [("patch", F), ("part of", B)],
        [
            "Holly Close",
            "Jessie Stephen Heights",
            "Jessie Stephen Lodge",
            "Larch Mansions",
            "Maple Mansions",
            "Poplar Court",
            "Poplar Walk",
            "Saxon Point",
            "Victoria Park Walk",
            "William Morris Tower",
        ],
    ),
    (
        "hx2-19",
        "who are the chief execs of the housing associations in Keystone Group",
        ["group:Keystone Group"],
        [("parent", B), ("chief exec", F)],
        ["Beverley Grant", "Hui Jackson", "Ryan Allen"],
    ),
    (
        "hx2-20",
        "In which decades were the blocks of the Nye Bevan Estate in Old Kent built?",
        ["estate:Nye Bevan Estate"],
        [("part of", B), ("built", F)],
        ["1950s", "1970s", "1980s", "1990s", "2000s", "2010s"],
    ),
    (
        "hx2-21",
        "which builders put up the blocks on Elm Green Estate",
        ["estate:Elm Green Estate"],
        [("part of", B), ("built by", F)],
        ["Bovis Construction", "Mowlem & Sons", "the council's direct labour"],
    ),
    (
        "hx2-22",
        "What tenancies do the residents of Walter Tull Tower on Yew Park Estate have?",
        ["block:Walter Tull Tower"],
        [("address", B), ("tenure", F)],
        ["leasehold", "secure tenancy", "shared ownership"],
    ),
    (
        "hx2-23",
        "which blocks has Apex Repairs Ltd been sent to",
        ["contractor:Apex Repairs Ltd"],
        [("assigned to", B), ("location", F)],
        [
            "Alder Tower",
            "Drovers Close",
            "Eastfields Mansions",
            "Elm Heights",
            "Florence Nightingale Point",
            "Grace Darling Heights",
            "Holly Walk",
            "Hornbeam Close",
            "Isaac Newton Heights",
            "Noor Inayat Khan Mansions",
            "Rowan Heights",
            "Yew House",
        ],
    ),
    (
        "hx2-24",
        "Who is the landlord of the estate that the Clement Attlee Centre with the boxing club is on?",
        ["centre:Clement Attlee Centre"],
        [("on estate", F), ("landlord", F)],
        ["Weavers Housing Association"],
    ),
    (
        "hx2-25",
        "where do the people who moved out of Jessie Stephen Heights live now",
        ["block:Jessie Stephen Heights"],
        [("moved from", B), ("address", F)],
        ["Sylvia Pankhurst Walk"],
    ),
    (
        "hx2-26",
        "Which residents' associations have members living in the Hatch End Tower on Elm Green Estate?",
        ["block:Hatch End Tower"],
        [("address", B), ("member of", F)],
        ["Elm Green Residents' Association"],
    ),
    (
        "hx2-27",
        "which housing associations or groups are registered in the same neighbourhood as the Oakwood & Sons yard",
        ["contractor:Oakwood & Sons"],
        [("yard", F), ("registered office", B)],
        [
            "Anchorage HA",
            "Cornerstone Homes",
            "Mayflower Housing Trust",
            "Northfield Homes",
            "Phoenix Community Homes",
            "Weavers Housing Association",
        ],
    ),
    (
        "hx2-28",
        "What block does the chair of the Elm Green Residents' Association live in?",
        ["ra:Elm Green Residents' Association"],
        [("chair", F), ("address", F)],
        ["Hatch End Tower"],
    ),
    (
        "hx2-29",
        "what sort of repairs has mohammed wiliams signed off",
        ["person:Mohammed Williams"],
        [("signed off by", B), ("trade", F)],
        ["carpentry", "door entry", "drainage", "pest control", "roofing"],
    ),
    (
        "hx2-30",
        "Who are the caretakers of the blocks on Keir Hardie Estate in Northfield?",
        ["estate:Keir Hardie Estate"],
        [("part of", B), ("caretaker", F)],
        ["Aaron Quinn", "Gurpreet White", "Holly Gill", "Joseph Walker"],
    ),
    (
        "hx3-01",
        "Who are the housing officers for the estate where Thomas Hardy the leaseholder lives?",
        ["person:Thomas Hardy"],
        [("address", F), ("part of", F), ("patch", B)],
        ["Evie Nguyen", "Keith Quinn", "Shabana Morris"],
    ),
    (
        "hx3-02",
        "which neighbourhood does Agnieszka Robinson of Hatch End Tower live in",
        ["person:Agnieszka Robinson#3"],
        [("address", F), ("part of", F), ("located in", F)],
        ["Northfield"],
    ),
    (
        "hx3-03",
        "What group owns the landlord of the estate Jessie Stephen Heights is on?",
        ["block:Jessie Stephen Heights"],
        [("part of", F), ("landlord", F), ("parent", F)],
        ["Meridian Housing Partnership"],
    ),
    (
        "hx3-04",
        "who manages the estates where caretaker Thomas Hardy works",
        ["person:Thomas Hardy#2"],
        [("caretaker", B), ("part of", F), ("EM", F)],
        ["Deepa Edwards", "Yasmin Lin"],
    ),
    (
        "hx3-05",
        "Which blocks do the people whose repairs the housing officer Evie Nguyen signed off live in?",
        ["person:Evie Nguyen"],
        [("signed off by", B), ("raised by", F), ("address", F)],
        ["Dadabhai Naoroji Point", "Ellen Wilkinson House", "Oak Tower"],
    ),
    (
        "hx3-06",
        "which contractors have worked on the blocks of the Keir Hardie Estate in Northfield",
        ["estate:Keir Hardie Estate"],
        [("part of", B), ("location", B), ("assigned to", F)],
        [
            "Everfix Building Services",
            "Everfix Repairs Ltd",
            "Ironside & Sons",
            "Jubilee Group",
            "Mainstay Contractors",
            "Reliance Building Services",
            "Sterling Contractors",
            "Vanguard Repairs Ltd",
        ],
    ),
    (
        "hx3-07",
        "Where are the contractors that were sent out to Hatch End Tower on the Elm Green Estate based?",
        ["block:Hatch End Tower"],
        [("location", B), ("assigned to", F), ("yard", F)],
        ["Dockside", "Kingsmead", "Northfield"],
    ),
    (
        "hx3-08",
        "what activities run at community centres on estates owned by Peabody Lane HA",
        ["assoc:Peabody Lane HA"],
        [("landlord", B), ("on estate", B), ("runs", F)],
        ["advice surgery", "bingo", "community garden", "toddler group"],
    ),
    (
        "hx3-09",
        "Which estate does the chair of the elm green residents' association live on?",
        ["ra:Elm Green Residents' Association"],
        [("chair", F), ("address", F), ("part of", F)],
        ["Elm Green Estate"],
    ),
    (
        "hx3-10",
        "who are the area managers over the estates Peabody Lane HA owns",
        ["assoc:Peabody Lane HA"],
        [("landlord", B), ("EM", F), ("supervises", B)],
        ["Elena Okonkwo", "Keith Reilly", "Mihai Tran", "Shannon Begum", "Winston Robinson"],
    ),
    (
        "hx3-11",
        "What kinds of repairs were done on the Nye Bevan Estate in Old Kent?",
        ["estate:Nye Bevan Estate"],
        [("part of", B), ("location", B), ("trade", F)],
        ["lift repairs", "pest control", "plastering", "roofing", "windows"],
    ),
    (
        "hx3-12",
        "who signed off the repairs reported by people living in Walter Tull Tower on Yew Park Estate",
        ["block:Walter Tull Tower"],
        [("address", B), ("raised by", B), ("signed off by", F)],
        ["Colin Hassan"],
    ),
    (
        "hx3-13",
        "Which residents' associations are there on the estates where caretaker Thomas Hardy works?",
        ["person:Thomas Hardy#2"],
        [("caretaker", B), ("part of", F), ("represents", B)],
        ["Willow Green Residents' Association"],
    ),
    (
        "hx3-14",
        "who chairs the residents' associations on Peabody Lane HA estates",
        ["assoc:Peabody Lane HA"],
        [("landlord", B), ("represents", B), ("chair", F)],
        ["Chidi Martin", "Connor Lawrence", "Desmond Barnes", "Lucia Quinn", "Zofia Hardy"],
    ),
    (
        "hx3-15",
        "In which neighbourhoods are the estates run by the managers Keith Reilly supervises?",
        ["person:Keith Reilly"],
        [("supervises", F), ("EM", B), ("located in", F)],
        ["Northfield", "Old Kent", "St Jude's", "Waterloo"],
    ),
    (
        "hx3-16",
        "which housing associations own estates in the neighbourhood where Oakwood & Sons has its yard",
        ["contractor:Oakwood & Sons"],
        [("yard", F), ("located in", B), ("landlord", F)],
        [
            "Anchorage HA",
            "Beacon Housing",
            "Castlebar Homes",
            "Cornerstone Homes",
            "Eastgate Living",
            "Ferry Lane Co-op Homes",
            "Kingsmead Homes",
            "Lowther Housing",
            "Mayflower Housing Trust",
            "Nightingale Housing",
            "Northfield Homes",
            "Octavia Hill Housing",
            "Orbit Lane Homes",
            "Peabody Lane HA",
            "Phoenix Community Homes",
            "Unity Housing",
            "Weavers Housing Association",
        ],
    ),
    (
        "hx3-17",
        "Who built the blocks on the estates Mohammed Williams looks after as housing officer?",
        ["person:Mohammed Williams"],
        [("patch", F), ("part of", B), ("built by", F)],
        [
            "Bovis Construction",
            "Costain",
            "Higgs and Hill",
            "Laing & Co",
            "Mowlem & Sons",
            "Trollope & Colls",
            "the council's direct labour",
        ],
    ),
    (
        "hx3-18",
        "what tenancies do the people who raised repairs at Jessie Stephen Heights have",
        ["block:Jessie Stephen Heights"],
        [("location", B), ("raised by", F), ("tenure", F)],
        ["secure tenancy"],
    ),
    (
        "hx3-19",
        "Which estates has Apex Repairs been out to?",
        ["contractor:Apex Repairs Ltd"],
        [("assigned to", B), ("location", F), ("part of", F)],
        [
            "Ash Green Estate",
            "Beech Fields Estate",
            "Dadabhai Naoroji Estate",
            "Elm Road Estate",
            "Larch Road Estate",
            "Sylvia Pankhurst Estate",
            "Thornhill Estate",
            "Victoria Park Estate",
            "William Morris Estate",
            "Yew Park Estate",
        ],
    ),
    (
        "hx3-20",
        "which groups own the housing associations that have estates in old kent",
        ["hood:Old Kent"],
        [("located in", B), ("landlord", F), ("parent", F)],
        ["Civitas Housing Group", "Keystone Group", "Meridian Housing Partnership"],
    ),
    ("hxn-01", "who is the landlord of the Primrose Wharf Estate?", 1),
    ("hxn-02", "Which contractor handled repair WO-00017?", 1),
    ("hxn-03", "where does Bartholomew Quigley live", 1),
    ("hxn-04", "Who chairs the Larkspur Court tenants forum?", 1),
    ("hxn-05", "which estates does Heronsgate Housing own, and who manages them", 2),
    (
        "hxl-01",
        "How many flats are there in Jessie Stephen Heights?",
        ["block:Jessie Stephen Heights"],
        1,
        "number of flats",
    ),
    (
        "hxl-02",
        "what is the rent at hatch end tower on elm green estate",
        ["block:Hatch End Tower"],
        1,
        "rent",
    ),
    (
        "hxl-03",
        "When was Northfield Homes founded?",
        ["assoc:Northfield Homes"],
        1,
        "founding year",
    ),
    (
        "hxl-04",
        "what's the phone number for Oakwood & Sons",
        ["contractor:Oakwood & Sons"],
        1,
        "phone number",
    ),
    (
        "hxl-05",
        "What is the energy rating of Walter Tull Tower on Yew Park Estate?",
        ["block:Walter Tull Tower"],
        1,
        "energy rating",
    ),
    (
        "hxl-06",
        "since when has Agnieszka Robinson of Hatch End Tower been a tenant",
        ["person:Agnieszka Robinson#3"],
        1,
        "tenancy start date",
    ),
    ("hxl-07", "How much did repair WO-92995 cost?", ["job:WO-92995"], 1, "cost"),
    (
        "hxl-08",
        "who is the estate manager of Nye Bevan Estate in Old Kent",
        ["estate:Nye Bevan Estate"],
        1,
        "none for entity: EM",
    ),
    (
        "hxl-09",
        "Who is the caretaker of Hatch End Tower, Elm Green Estate?",
        ["block:Hatch End Tower"],
        1,
        "none for entity: caretaker",
    ),
    (
        "hxl-10",
        "which group does Cornerstone Homes belong to",
        ["assoc:Cornerstone Homes"],
        1,
        "none for entity: parent",
    ),
    (
        "hxl-11",
        "What make are the lifts in the Hatch End Tower on Elm Green Estate?",
        ["block:Hatch End Tower"],
        1,
        "none for entity: lifts",
    ),
    (
        "hxl-12",
        "who signed off repair job WO-51024",
        ["job:WO-51024"],
        1,
        "none for entity: signed off by",
    ),
    (
        "hxl-13",
        "Where did Thomas Hardy the leaseholder live before?",
        ["person:Thomas Hardy"],
        1,
        "none for entity: moved from",
    ),
    (
        "hxl-14",
        "which residents' association is Thomas Hardy, the leaseholder, a member of",
        ["person:Thomas Hardy"],
        1,
        "none for entity: member of",
    ),
    (
        "hxl-15",
        "What kind of tenancy does Agnieszka Robinson of Alder Close have?",
        ["person:Agnieszka Robinson#2"],
        1,
        "none for entity: tenure",
    ),
]


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


def write_questions(
    folder: Path, triples: list[Fact], names: dict[str, str], keys: dict[str, str]
) -> None:
    """``questions.jsonl`` from SPECS (topics by building key, answers checked by name)."""
    rows = []
    for spec in SPECS:
        row: dict[str, Any]
        if len(spec) == 3:
            qid, text, hops = spec
            if any(n.casefold() in text.casefold() for n in names.values() if len(n) > 6):
                raise SystemExit(f"{qid}: names an entity of the graph")
            row = {"id": qid, "question": text, "topics": [], "answers": [], "hops": hops}
        elif isinstance(spec[4], str):
            qid, text, topics, hops, lacks = spec
            topic_ids = [keys[t] for t in topics]
            label = lacks.removeprefix("none for entity: ")
            if label != lacks and any(h in topic_ids and r == label for h, r, _ in triples):
                raise SystemExit(f"{qid}: the graph holds {label} for {topics}")
            row = {"id": qid, "question": text, "topics": topic_ids, "answers": [], "hops": hops}
            row["lacks"] = lacks
        else:
            qid, text, topics, path, expected = spec
            topic_ids = [keys[t] for t in topics]
            answers = sorted(follow(triples, topic_ids, path))
            got = sorted(names[a] for a in answers)
            if not answers or got != sorted(expected):
                raise SystemExit(f"{qid}: the graph gives {got}, expected {sorted(expected)}")
            row = {"id": qid, "question": text, "topics": topic_ids, "answers": answers}
            row |= {"hops": len(path), "path": [list(step) for step in path]}
        rows.append(json.dumps(row, ensure_ascii=False))
    (folder / "questions.jsonl").write_text("\n".join(rows) + "\n", encoding="utf-8")


if __name__ == "__main__":
    triples, names, keys, _ = build_keyed()
    write(*build())
    write_questions(HERE, triples, names, keys)
