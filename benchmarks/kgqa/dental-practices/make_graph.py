"""Write the dental-practices KGQA set (LARGE): dental practices and the people around them.

Run: python benchmarks/kgqa/dental-practices/make_graph.py

Practices (town, corporate group, principal, practice manager, labs, suppliers, commissioning
board, treatments offered), groups (head office, holding company), dentists (practices,
dental school, special interest, vocational trainer, home town, courses attended), dental
nurses (practice, dentists they sit chairside for), hygienists, receptionists, practice
managers and the area managers and clinical directors over them, labs, suppliers, schools,
inspectors, CPD courses, about a thousand patients, towns, counties. Entities are built by
key (``kind/number``) because many share a name; the questions are written by template (one
hand-written wording each) and filled with an entity drawn with the seed, and every answer is
computed from the question's path.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import write_set  # noqa: E402

SEED = 6601
F, B = "->", "<-"
Fact = tuple[str, str, str]

COUNTIES = ["Westmoor", "Hallamshire", "East Fenley", "Cardowan", "Sutherby", "Marchland"]
TOWN_A = "Ash Brook Kings Mill Oak Stan Wel Hart Col Dun Bar Elm Fern Glen Holm Lang Mar Rad"
TOWN_B = "bridge ford ton ley field by well worth ham stead more wood"
FIRST = [
    "Maria",
    "James",
    "Sarah",
    "David",
    "Emma",
    "Tom",
    "Priya",
    "Aisha",
    "Omar",
    "Chloe",
    "Daniel",
    "Grace",
    "Liam",
    "Sofia",
    "Ben",
    "Hannah",
    "Raj",
    "Zara",
    "Jack",
    "Ella",
    "Noah",
    "Amira",
    "Ryan",
    "Lucy",
    "Ahmed",
    "Megan",
    "Sam",
    "Leah",
    "Adam",
    "Nadia",
    "Joe",
    "Holly",
    "Kofi",
    "Ruth",
    "Paul",
    "Fatima",
    "Dan",
    "Anna",
    "Mark",
    "Yusuf",
    "Kate",
    "Ivan",
    "Jade",
    "Luke",
    "Mei",
    "Owen",
    "Rosa",
    "Eli",
]
LAST = [
    "Lopez",
    "Smith",
    "Patel",
    "Khan",
    "Jones",
    "Brown",
    "Taylor",
    "Evans",
    "Wilson",
    "Ahmed",
    "Clarke",
    "Walker",
    "Wright",
    "Hughes",
    "Green",
    "Hall",
    "Wood",
    "Turner",
    "Murphy",
    "Singh",
    "Begum",
    "Lewis",
    "Price",
    "Ward",
    "Nowak",
    "Kelly",
    "Chen",
    "Okafor",
    "Reid",
    "Shaw",
    "Mills",
    "Ali",
    "Fox",
    "Hart",
    "Grant",
    "Cole",
    "Lamb",
]
TREATMENTS = {
    "check-up": "general dentistry",
    "scale and polish": "periodontics",
    "filling": "general dentistry",
    "root canal treatment": "endodontics",
    "crown": "prosthodontics",
    "bridge": "prosthodontics",
    "dentures": "prosthodontics",
    "implants": "oral surgery",
    "wisdom tooth extraction": "oral surgery",
    "extraction": "oral surgery",
    "braces": "orthodontics",
    "clear aligners": "orthodontics",
    "teeth whitening": "cosmetic dentistry",
    "veneers": "cosmetic dentistry",
    "composite bonding": "cosmetic dentistry",
    "gum treatment": "periodontics",
    "children's check-up": "paediatric dentistry",
    "fissure sealants": "paediatric dentistry",
    "night guard": "restorative dentistry",
    "inlay": "restorative dentistry",
    "emergency appointment": "general dentistry",
    "sedation": "special care dentistry",
    "home visit": "special care dentistry",
    "mouth cancer screening": "oral medicine",
}
SCHOOLS = [
    "Hallam Dental Institute",
    "Westmoor School of Dentistry",
    "Cardowan University Dental School",
    "Royal Sutherby Dental Hospital School",
    "Marchland College of Oral Health",
    "Fenley Dental Academy",
    "St Apollonia School of Dentistry",
    "Northgate University",
]
GROUPS = [
    ("BrightSmile Dental", "Ardent Health Holdings"),
    ("Pearl Dental Group", "Ardent Health Holdings"),
    ("ToothWise", "Meridian Care Capital"),
    ("Kingsbridge Dental Partners", "Meridian Care Capital"),
    ("Riverside Dental Care Ltd", "Oakhurst Partners"),
    ("Fenley Family Dentists", "Oakhurst Partners"),
    ("Apex Dental Clinics", "Northstar Healthcare"),
    ("Molar & Co", "Northstar Healthcare"),
    ("Smile Studio Group", "Ardent Health Holdings"),
    ("The Lister Group", "Meridian Care Capital"),
    ("Dentalia UK", "Northstar Healthcare"),
]
SUPPLIERS = [
    "Henley Dental Supplies",
    "DentaStock",
    "Clinic Direct",
    "Prime Dental Wholesale",
    "Kingsbridge Surgical",
    "Sterident",
    "OralCare Trade",
    "Medi-Dent Supply Co",
    "Fenley Instruments",
    "North Star Dental Depot",
    "Bright Supplies",
    "Lopez Dental Trading",
]
ICBS = [
    "Westmoor ICB",
    "Hallamshire and Fenley ICB",
    "Cardowan ICB",
    "Sutherby and Marchland ICB",
    "Kingsbridge Area ICB",
]
NAMED_ROOMS = ["Florence Nightingale", "Ada Lovelace", "Joseph Lister", "Elizabeth Garrett"]
PRACTICE_STYLES = [
    "{town} Dental Practice",
    "{town} Family Dentistry",
    "{road} Dental",
    "{road} Dental Surgery",
    "{s1} & {s2} Dental Care",
    "{s1} Dental Clinic",
    "Smile Studio {town}",
    "Riverside Dental Care",
    "The {room} Dental Suite",
    "{town} Orthodontics",
    "{town} Smile Centre",
    "Old {town} Dental Rooms",
    "{town} Implant Clinic",
    "Market Street Dental",
    "High Street Dental Practice",
]
LAB_STYLES = ["{town} Dental Lab", "{s1} Dental Laboratory", "{s1} Ceramics", "{town} Denture Lab"]
COURSES = [
    "Managing Medical Emergencies",
    "Radiography Update",
    "Safeguarding Level 2",
    "Infection Control",
    "Composite Masterclass",
    "Endo Hands-on",
    "Implant Foundation",
    "Aligner Certification",
    "Oral Cancer Awareness",
    "Record Keeping",
    "Sedation Refresher",
    "Periodontal Staging",
]


class Graph:
    """Entities by key (``kind/number``), their names and kinds, and facts between keys."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.kinds: dict[str, str] = {}
        self.facts: list[Fact] = []

    def new(self, kind: str, name: str) -> str:
        key = f"{kind}/{len(self.names):05d}"
        self.names[key] = name
        self.kinds[key] = kind
        return key

    def add(self, head: str, relation: str, tail: str) -> None:
        self.facts.append((head, relation, tail))

    def of_kind(self, kind: str) -> list[str]:
        return [k for k, v in self.kinds.items() if v == kind]


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def graph() -> Graph:
    rng = random.Random(SEED)
    g = Graph()
    counties = [g.new("county", c) for c in COUNTIES]
    town_names = [
        "Kingsbridge",
        *sorted(rng.sample(sorted({a + b for a in TOWN_A.split() for b in TOWN_B.split()}), 70)),
    ]
    town_names = list(dict.fromkeys(town_names))[:64]
    towns = [g.new("town", t) for t in town_names]
    hub = towns[0]
    for t in towns:
        g.add(t, "county", counties[0] if t == hub else rng.choice(counties))
    # towns weighted so that Kingsbridge is a hub
    weights = [40] + [rng.choice([1, 1, 2, 3, 5]) for _ in towns[1:]]

    def a_town() -> str:
        return rng.choices(towns, weights)[0]

    holdings = {h: g.new("holding", h) for h in sorted({h for _, h in GROUPS})}
    groups = []
    for name, holding in GROUPS:
        grp = g.new("group", name)
        groups.append(grp)
        g.add(grp, "HQ", a_town())
        g.add(grp, "holding co.", holdings[holding])
    for h in holdings.values():
        g.add(h, "HQ", rng.choice(towns[:20]))
    schools = [g.new("school", s) for s in SCHOOLS]
    for s in schools:
        g.add(s, "campus", rng.choice(towns))
    specs = {sp: g.new("specialism", sp) for sp in sorted(set(TREATMENTS.values()))}
    treatments = {}
    for tr, sp in TREATMENTS.items():
        treatments[tr] = g.new("treatment", tr)
        g.add(treatments[tr], "field", specs[sp])
    icbs = [g.new("icb", i) for i in ICBS]
    for i, icb in enumerate(icbs):
        g.add(icb, "covers", counties[i % len(counties)])
        g.add(icb, "covers", counties[(i + 2) % len(counties)])
    suppliers = [g.new("supplier", s) for s in SUPPLIERS]
    for s in suppliers:
        g.add(s, "depot", a_town())
    labs = []
    for _ in range(42):
        town = a_town()
        style = rng.choice(LAB_STYLES)
        name = style.format(town=g.names[town], s1=rng.choice(LAST))
        lab = g.new("lab", name)
        labs.append(lab)
        g.add(lab, "based in", town)
        if rng.random() < 0.6:
            tech = g.new("technician", person(rng))
            g.add(lab, "CDT", tech)
            if rng.random() < 0.5:
                g.add(tech, "lives in", a_town())
    area_managers = []
    for grp in groups:
        for _ in range(rng.choice([1, 2, 2])):
            am = g.new("area manager", person(rng))
            area_managers.append((am, grp))
            g.add(am, "works for", grp)
    clinical_directors = []
    for grp in groups:
        cd = g.new("clinical director", person(rng))
        clinical_directors.append((cd, grp))
        g.add(grp, "clinical director", cd)

    # practices
    practices = []
    practice_town: dict[str, str] = {}
    practice_group: dict[str, str | None] = {}
    seen_practices: set[tuple[str, str]] = set()
    for _ in range(290):
        town = a_town()
        style = rng.choice(PRACTICE_STYLES)
        road_town = rng.choice(towns)
        name = style.format(
            town=g.names[town],
            road=f"{g.names[road_town]} Road",
            s1=rng.choice(LAST),
            s2=rng.choice(LAST),
            room=rng.choice(NAMED_ROOMS),
        )
        if (name, town) in seen_practices:
            continue
        seen_practices.add((name, town))
        p = g.new("practice", name)
        practices.append(p)
        practice_town[p] = town
        g.add(p, "premises", town)
        chosen = rng.choice(groups) if rng.random() < 0.6 else None
        practice_group[p] = chosen
        if chosen:
            g.add(p, "part of", chosen)
        g.add(p, "commissioned by", rng.choice(icbs)) if rng.random() < 0.8 else None
        for lab in rng.sample(labs, rng.choice([1, 1, 2, 3])):
            g.add(p, "lab work to", lab)
        for s in rng.sample(suppliers, rng.choice([0, 1, 2])):
            g.add(p, "stock from", s)
        for tr in rng.sample(sorted(treatments), rng.randint(3, 11)):
            g.add(p, "offers", treatments[tr])
    # people of practices
    dentists, nurses, hygienists = [], [], []
    dentist_practices: dict[str, list[str]] = defaultdict(list)
    for p in practices:
        staff = []
        for i in range(rng.choice([1, 1, 2, 2, 3])):
            d = g.new("dentist", person(rng))
            dentists.append(d)
            staff.append(d)
            dentist_practices[d].append(p)
            if i == 0:
                g.add(p, "principal", d)
            g.add(d, "associate at", p)
        pm = g.new("practice manager", person(rng))
        g.add(p, "PM", pm)
        owner = practice_group[p]
        if owner:
            ams = [am for am, gg in area_managers if gg == owner]
            g.add(rng.choice(ams), "manages", pm)
            g.add(rng.choice(ams), "oversees", p) if rng.random() < 0.7 else None
        for _ in range(rng.choice([0, 1, 1, 2])):
            r = g.new("receptionist", person(rng))
            g.add(r, "front desk", p)
            g.add(pm, "line manager of", r)
            g.add(r, "lives in", a_town()) if rng.random() < 0.4 else None
        for _ in range(rng.choice([0, 1, 2, 2])):
            n = g.new("nurse", person(rng))
            nurses.append(n)
            g.add(n, "DN at", p)
            for d in rng.sample(staff, min(len(staff), rng.choice([1, 1, 2]))):
                g.add(n, "chairside for", d)
        for _ in range(rng.choice([0, 0, 1])):
            h = g.new("hygienist", person(rng))
            hygienists.append(h)
            g.add(h, "hygienist at", p)
            g.add(h, "trained at", rng.choice(schools))
    # dentists also work a second practice sometimes (locums)
    for d in rng.sample(dentists, 60):
        p = rng.choice(practices)
        g.add(d, "associate at", p)
        dentist_practices[d].append(p)
    # hygienists working at several practices
    for h in rng.sample(hygienists, min(25, len(hygienists))):
        for p in rng.sample(practices, 2):
            g.add(h, "hygienist at", p)
    for d in dentists:
        g.add(d, "BDS from", rng.choice(schools))
        if rng.random() < 0.45:
            g.add(d, "special interest", rng.choice(sorted(specs.values())))
        if rng.random() < 0.4:
            trainer = rng.choice(dentists)
            if trainer != d:
                g.add(d, "VT trainer", trainer)
        if rng.random() < 0.5:
            g.add(d, "lives in", a_town())
    for cd, grp in clinical_directors:
        group_dentists = [
            d for d in dentists if any(practice_group[p] == grp for p in dentist_practices[d])
        ]
        for d in rng.sample(group_dentists, min(len(group_dentists), rng.randint(5, 18))):
            g.add(cd, "supervises", d)
        g.add(cd, "BDS from", rng.choice(schools))
    # inspectors
    for _ in range(14):
        ins = g.new("inspector", person(rng))
        g.add(ins, "office", rng.choice(towns[:12]))
        for p in rng.sample(practices, rng.randint(4, 20)):
            g.add(ins, "inspected", p)
    # CPD courses
    for _ in range(55):
        town = a_town()
        c = g.new("course", f"{rng.choice(COURSES)} ({g.names[town]})")
        g.add(c, "held in", town)
        g.add(c, "tutor", rng.choice(dentists))
        for a in rng.sample(dentists + hygienists + nurses, rng.randint(3, 14)):
            g.add(a, "attended", c)
    # patients: the long tail
    for _ in range(1150):
        pt = g.new("patient", person(rng))
        p = rng.choice(practices)
        g.add(pt, "registered at", p)
        if rng.random() < 0.75:
            docs = [d for d in dentists if p in dentist_practices[d]]
            g.add(pt, "usual dentist", rng.choice(docs))
        if rng.random() < 0.7:
            g.add(pt, "lives in", practice_town[p] if rng.random() < 0.7 else a_town())
        for tr in rng.sample(sorted(treatments), rng.choice([0, 1, 1, 2, 3])):
            g.add(pt, "had", treatments[tr])
    # planted namesakes across kinds and towns
    for kind, rel, target in (
        ("dentist", "associate at", practices[3]),
        ("receptionist", "front desk", practices[40]),
        ("patient", "registered at", practices[77]),
    ):
        x = g.new(kind, "Maria Lopez")
        g.add(x, rel, target)
        if kind == "dentist":
            g.add(x, "BDS from", schools[2])
            g.add(x, "special interest", specs["orthodontics"])
    g.facts = list(dict.fromkeys(g.facts))
    return g


def opaque(g: Graph) -> dict[str, str]:
    """An opaque id per key (``04127#dt``), drawn with the seed in sorted key order."""
    rng = random.Random(SEED + 1)
    used = sorted({x for h, _, t in g.facts for x in (h, t)})
    drawn = rng.sample(range(100000), len(used))
    return {k: f"{n:05d}#dt" for k, n in zip(used, drawn, strict=True)}


def build() -> tuple[list[Fact], dict[str, str]]:
    g = graph()
    ids = opaque(g)
    triples = [(ids[h], r, ids[t]) for h, r, t in g.facts]
    return triples, {ids[k]: g.names[k] for k in sorted(ids)}


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


# ----------------------------------------------------------------------------- questions
# Each question's wording is written by hand below; the entity it names is drawn with the seed
# among those of its kind that fit ("tail": at most 3 facts; "hub": the most facts of its kind;
# "kind": a name shared with an entity of another kind, told apart by the hint; "town": a name
# shared within the kind, told apart by the town; "any": a name no other entity has). Its
# answers are the path followed from it, between 1 and 30 of them.
KIND_HINT = {
    "dentist": "the dentist",
    "patient": "the patient",
    "receptionist": "the receptionist",
    "nurse": "the dental nurse",
    "practice manager": "the practice manager",
    "hygienist": "the hygienist",
    "technician": "the lab technician",
}
#: how to reach an entity's town, for the "town" hint
TOWN_OF = {
    "practice": [("premises", F)],
    "lab": [("based in", F)],
    "dentist": [("associate at", F), ("premises", F)],
    "patient": [("registered at", F), ("premises", F)],
}

P = "practice"
ONE = [
    ("d1-01", "which town is {x} in", P, [("premises", F)], "any"),
    ("d1-02", "who is the principal dentist at {x}?", P, [("principal", F)], "any"),
    ("d1-03", "what treatments does {x} offer", P, [("offers", F)], "hub"),
    ("d1-04", "where did {x} get their dental degree", "dentist", [("BDS from", F)], "any"),
    ("d1-05", "who does {x} work as a dental nurse for", "nurse", [("chairside for", F)], "any"),
    ("d1-06", "which practice does {x}, {hint}, work at", "dentist", [("associate at", F)], "kind"),
    ("d1-07", "which county is {xl} in?", "town", [("county", F)], "tail"),
    ("d1-08", "list the dentists working at {x}", P, [("associate at", B)], "any"),
    ("d1-09", "who manages {x}", P, [("PM", F)], "any"),
    ("d1-10", "which labs does {x} send crowns and dentures to", P, [("lab work to", F)], "any"),
    ("d1-11", "name the dental practices in {x}", "town", [("premises", B)], "any"),
    ("d1-12", "what's {x}'s special interest", "dentist", [("special interest", F)], "any"),
    (
        "d1-13",
        "Who mentored {x} during foundation training?",
        "dentist",
        [("VT trainer", F)],
        "any",
    ),
    ("d1-14", "which chain owns {xl}", P, [("part of", F)], "any"),
    ("d1-15", "where is the head office of {x}", "group", [("HQ", F)], "any"),
    ("d1-16", "who are the patients of {x} ({hint})", "dentist", [("usual dentist", B)], "kind"),
    (
        "d1-17",
        "which practice is {x} registered with? I mean {x} the patient",
        "patient",
        [("registered at", F)],
        "kind",
    ),
    ("d1-18", "What treatments has {x} had", "patient", [("had", F)], "tail"),
    ("d1-19", "where is {x} based", "lab", [("based in", F)], "any"),
    ("d1-20", "who inspected {x}", P, [("inspected", B)], "any"),
    ("d1-21", "which dentists does {x} supervise", "clinical director", [("supervises", F)], "any"),
    ("d1-22", "who's on recepton at {x}", P, [("front desk", B)], "any"),
    (
        "d1-23",
        "which board commissions NHS dentistry from {x}?",
        P,
        [("commissioned by", F)],
        "any",
    ),
    ("d1-24", "show me who attended the {x} course", "course", [("attended", B)], "any"),
    ("d1-25", "where does {x} live", "patient", [("lives in", F)], "tail"),
    ("d1-26", "whch practices buy supplies from {x}", "supplier", [("stock from", B)], "hub"),
    ("d1-27", "who is the practice manager at {x} in {hint}", P, [("PM", F)], "town"),
    ("d1-28", "which dental chains does {x} own", "holding", [("holding co.", B)], "any"),
    ("d1-29", "who runs the lab work at {x}, the technician I mean", "lab", [("CDT", F)], "any"),
    (
        "d1-30",
        "what is the dentist {x} from {hint} registered as working at",
        "dentist",
        [("associate at", F)],
        "town",
    ),
]
TWO = [
    (
        "d2-01",
        "which town is the practice of {x} in",
        "patient",
        [("registered at", F), ("premises", F)],
        "any",
    ),
    (
        "d2-02",
        "where did the principal of {x} study dentistry",
        P,
        [("principal", F), ("BDS from", F)],
        "any",
    ),
    (
        "d2-03",
        "which towns are the labs used by {x} in",
        P,
        [("lab work to", F), ("based in", F)],
        "any",
    ),
    (
        "d2-04",
        "who is {x}'s usual dentist's vocational trainer",
        "patient",
        [("usual dentist", F), ("VT trainer", F)],
        "any",
    ),
    ("d2-05", "in what county is {x}", P, [("premises", F), ("county", F)], "any"),
    (
        "d2-06",
        "which group runs the practice that {x} manages",
        "practice manager",
        [("PM", B), ("part of", F)],
        "any",
    ),
    (
        "d2-07",
        "list the treatments offered where {x} works",
        "dentist",
        [("associate at", F), ("offers", F)],
        "tail",
    ),
    (
        "d2-08",
        "what fields of dentistry has {xl} been treated in",
        "patient",
        [("had", F), ("field", F)],
        "any",
    ),
    (
        "d2-09",
        "where is the head office of the chain that owns {x}?",
        P,
        [("part of", F), ("HQ", F)],
        "any",
    ),
    (
        "d2-10",
        "which practices does the area manager of {x} oversee",
        "practice manager",
        [("manages", B), ("oversees", F)],
        "any",
    ),
    (
        "d2-11",
        "who are the dentists {x} ({hint}) works alongside at their practice",
        "receptionist",
        [("front desk", F), ("associate at", B)],
        "kind",
    ),
    (
        "d2-12",
        "which dental schools did the dentists at {x} go to",
        P,
        [("associate at", B), ("BDS from", F)],
        "any",
    ),
    (
        "d2-13",
        "what's the holding company behind {x}",
        P,
        [("part of", F), ("holding co.", F)],
        "any",
    ),
    (
        "d2-14",
        "Which practices did the inspectors who visited {x} also inspect?",
        P,
        [("inspected", B), ("inspected", F)],
        "any",
    ),
    ("d2-15", "who do the nurses at {x} assist", P, [("DN at", B), ("chairside for", F)], "any"),
    (
        "d2-16",
        "where do the patients of {x} ({hint}) live",
        "dentist",
        [("usual dentist", B), ("lives in", F)],
        "kind",
    ),
    (
        "d2-17",
        "which county was the {x} course in",
        "course",
        [("held in", F), ("county", F)],
        "any",
    ),
    (
        "d2-18",
        "who trained the dentists that {x} supervises",
        "clinical director",
        [("supervises", F), ("VT trainer", F)],
        "any",
    ),
    (
        "d2-19",
        "which suppliers does the practice {x} works at use",
        "hygienist",
        [("hygienist at", F), ("stock from", F)],
        "any",
    ),
    (
        "d2-20",
        "what is the speciality of the dentist who tutored {x}",
        "course",
        [("tutor", F), ("special interest", F)],
        "any",
    ),
    (
        "d2-21",
        "wich courses have dentists from {x} been on",
        P,
        [("associate at", B), ("attended", F)],
        "any",
    ),
    (
        "d2-22",
        "who is the clinical director of the group {x} belongs to",
        P,
        [("part of", F), ("clinical director", F)],
        "any",
    ),
    (
        "d2-23",
        "name the practices of the people {x} trained",
        "dentist",
        [("VT trainer", B), ("associate at", F)],
        "any",
    ),
    (
        "d2-24",
        "which county does {x}, the lab, work out of",
        "lab",
        [("based in", F), ("county", F)],
        "any",
    ),
    (
        "d2-25",
        "who else is registered at {x}'s practice? ({hint})",
        "patient",
        [("registered at", F), ("registered at", B)],
        "kind",
    ),
    (
        "d2-26",
        "which counties does the ICB that commissions {x} cover",
        P,
        [("commissioned by", F), ("covers", F)],
        "any",
    ),
    (
        "d2-27",
        "Which practice managers work for {x}'s area managers?",
        "group",
        [("works for", B), ("manages", F)],
        "any",
    ),
    (
        "d2-28",
        "where do the receptionists managed by {x} live",
        "practice manager",
        [("line manager of", F), ("lives in", F)],
        "any",
    ),
    (
        "d2-29",
        "what practices are in the same town as {x} in {hint}",
        P,
        [("premises", F), ("premises", B)],
        "town",
    ),
    (
        "d2-30",
        "where did the dentists that nurse {x} assists qualify",
        "nurse",
        [("chairside for", F), ("BDS from", F)],
        "any",
    ),
]
THREE = [
    (
        "d3-01",
        "which county is the lab that makes crowns for {x} in",
        P,
        [("lab work to", F), ("based in", F), ("county", F)],
        "any",
    ),
    (
        "d3-02",
        "where is the head office of the company that owns the chain {x} belongs to",
        P,
        [("part of", F), ("holding co.", F), ("HQ", F)],
        "any",
    ),
    (
        "d3-03",
        "what town is the dental school of {x}'s dentist in",
        "patient",
        [("usual dentist", F), ("BDS from", F), ("campus", F)],
        "any",
    ),
    (
        "d3-04",
        "where did the mentor of {x}'s principal train",
        P,
        [("principal", F), ("VT trainer", F), ("BDS from", F)],
        "any",
    ),
    (
        "d3-05",
        "which county does {x} ({hint}) go to the dentist in",
        "patient",
        [("registered at", F), ("premises", F), ("county", F)],
        "kind",
    ),
    (
        "d3-06",
        "what fields do the treatments at {xl}'s practice cover",
        "practice manager",
        [("PM", B), ("offers", F), ("field", F)],
        "any",
    ),
    (
        "d3-07",
        "which group's practices does {x}'s usual dentist work at... the group names pls",
        "patient",
        [("usual dentist", F), ("associate at", F), ("part of", F)],
        "any",
    ),
    (
        "d3-08",
        "who is the clinical director over the practice where {x} does reception",
        "receptionist",
        [("front desk", F), ("part of", F), ("clinical director", F)],
        "any",
    ),
    (
        "d3-09",
        "where did the dentists that the nurses of {x} assist go to dental school",
        P,
        [("DN at", B), ("chairside for", F), ("BDS from", F)],
        "any",
    ),
    (
        "d3-10",
        "which area managers look after practices of the company behind {x}",
        "group",
        [("holding co.", F), ("holding co.", B), ("works for", B)],
        "any",
    ),
    (
        "d3-11",
        "in which towns are the depots of suppliers used by {x}'s practice",
        "dentist",
        [("associate at", F), ("stock from", F), ("depot", F)],
        "any",
    ),
    (
        "d3-12",
        "what counties are covered by the board commissioning the practice {x} manages",
        "practice manager",
        [("PM", B), ("commissioned by", F), ("covers", F)],
        "any",
    ),
    (
        "d3-13",
        "who are the technicians at the labs of the practice {x} works at",
        "nurse",
        [("DN at", F), ("lab work to", F), ("CDT", F)],
        "any",
    ),
    (
        "d3-14",
        "which town is the pratice of the dentist who trained {x} in",
        "dentist",
        [("VT trainer", F), ("associate at", F), ("premises", F)],
        "any",
    ),
    (
        "d3-15",
        "where do people who had treatment from {x} ({hint}) live? the county",
        "dentist",
        [("usual dentist", B), ("lives in", F), ("county", F)],
        "kind",
    ),
    (
        "d3-16",
        "which courses did the colleagues of {x} at their practices attend",
        "hygienist",
        [("hygienist at", F), ("associate at", B), ("attended", F)],
        "any",
    ),
    (
        "d3-17",
        "what specialisms do the dentists supervised by the clinical director of {x} have",
        "group",
        [("clinical director", F), ("supervises", F), ("special interest", F)],
        "any",
    ),
    (
        "d3-18",
        "which schools trained the principals of the practices in {x}",
        "town",
        [("premises", B), ("principal", F), ("BDS from", F)],
        "any",
    ),
    (
        "d3-19",
        "who inspected the practices of {x}'s patients? ({hint})",
        "dentist",
        [("usual dentist", B), ("registered at", F), ("inspected", B)],
        "kind",
    ),
    (
        "d3-20",
        "what towns are the labs of the practices inspected by {x} in",
        "inspector",
        [("inspected", F), ("lab work to", F), ("based in", F)],
        "any",
    ),
]
NOT_FOUND = [
    ("dn-01", "who is the principal at Larkspur Dental Studio", 1),
    ("dn-02", "where did Dr Bartholomew Quince qualify", 1),
    ("dn-03", "which county is Thistlecombe in", 1),
    ("dn-04", "which labs does the Harborview Tooth Clinic use and where are they", 2),
    ("dn-05", "who manages the practice that Wilhelmina Agyeman-Stroud is registered at", 2),
]
#: the graph lacks: ("text", kind, hops, lacks) with a label the entity lacks, or a relation
#: no label says
LACKS = [
    ("dl-01", "what are the opening hours of {x}", P, 1, "opening hours"),
    ("dl-02", "how much does a check-up cost at {x}", P, 1, "prices"),
    ("dl-03", "got a phone number for {x}?", P, 1, "phone number"),
    ("dl-04", "how many years has {x} been practising", "dentist", 1, "years in practice"),
    ("dl-05", "what's the GDC number of {x}", "dentist", 1, "registration number"),
    ("dl-06", "when was {x} founded", "group", 1, "founding date"),
    ("dl-07", "is {x} accepting new NHS patients", P, 1, "accepting new patients"),
    ("dl-08", "how old is {x}", "patient", 1, "age"),
    ("dl-09", "which chain does {x} belong to", P, 1, "none for entity: part of"),
    ("dl-10", "what is {x}'s special interest", "dentist", 1, "none for entity: special interest"),
    ("dl-11", "who was {x}'s vocational trainer", "dentist", 1, "none for entity: VT trainer"),
    ("dl-12", "who is {x}'s usual dentist", "patient", 1, "none for entity: usual dentist"),
    ("dl-13", "which board commissions {x}", P, 1, "none for entity: commissioned by"),
    ("dl-14", "where does {x} live", "dentist", 1, "none for entity: lives in"),
    ("dl-15", "which suppliers does {x} order from", P, 1, "none for entity: stock from"),
]


Table = dict[tuple[str, str], set[str]]
_INDEX: dict[int, tuple[Table, Table]] = {}


def walk(facts: list[Fact], topics: list[str], path: list[tuple[str, str]]) -> set[str]:
    if id(facts) not in _INDEX:
        fwd: dict[tuple[str, str], set[str]] = defaultdict(set)
        bwd: dict[tuple[str, str], set[str]] = defaultdict(set)
        for h, r, t in facts:
            fwd[(h, r)].add(t)
            bwd[(t, r)].add(h)
        _INDEX.clear()
        _INDEX[id(facts)] = (fwd, bwd)
    fwd, bwd = _INDEX[id(facts)]
    frontier = set(topics)
    for rel, d in path:
        table = fwd if d == F else bwd
        frontier = {x for e in frontier for x in table.get((e, rel), ())}
    return frontier


def _town(g: Graph, key: str) -> set[str]:
    return walk(g.facts, [key], TOWN_OF[g.kinds[key]]) if g.kinds[key] in TOWN_OF else set()


def _candidates(g: Graph, kind: str, mode: str) -> list[tuple[str, str]]:
    """(key, hint) of the entities of ``kind`` a question of ``mode`` may name."""
    by_name: dict[str, list[str]] = defaultdict(list)
    for k, n in g.names.items():
        by_name[n.casefold()].append(k)
    degree = Counter(x for h, _, t in g.facts for x in (h, t))
    out = []
    for k in g.of_kind(kind):
        same = by_name[g.names[k].casefold()]
        if mode in ("any", "tail", "hub") and len(same) == 1:
            if mode == "tail" and degree[k] > 3:
                continue
            out.append((k, ""))
        elif mode == "kind" and len(same) > 1 and kind in KIND_HINT:
            if sum(g.kinds[o] == kind for o in same) == 1:
                out.append((k, KIND_HINT[kind]))
        elif mode == "town" and sum(g.kinds[o] == kind for o in same) > 1:
            mine = _town(g, k)
            others = set().union(*(_town(g, o) for o in same if o != k and g.kinds[o] == kind))
            if len(mine) == 1 and not mine & others:
                out.append((k, g.names[next(iter(mine))]))
    if mode == "hub":
        out.sort(key=lambda c: -degree[c[0]])
        return out[:3]
    return out


def _text(template: str, name: str, hint: str) -> str:
    return template.format(x=name, xl=name.lower(), hint=hint)


def questions(g: Graph, ids: dict[str, str]) -> list[dict[str, object]]:
    rng = random.Random(SEED + 2)
    used: set[str] = set()
    rows: list[dict[str, object]] = []
    for qid, template, kind, path, mode in ONE + TWO + THREE:
        cands = _candidates(g, kind, mode)
        rng.shuffle(cands)
        fits = ((key, hint, walk(g.facts, [key], path)) for key, hint in cands if key not in used)
        chosen = next(((k, h, a) for k, h, a in fits if 1 <= len(a) <= 30 and a != {k}), None)
        if chosen is None:
            raise SystemExit(f"{qid}: no entity of kind {kind} fits")
        key, hint, answers = chosen
        used.add(key)
        rows.append(
            {
                "id": qid,
                "question": _text(template, g.names[key], hint),
                "topics": [ids[key]],
                "answers": sorted(ids[a] for a in answers),
                "hops": len(path),
                "path": [list(step) for step in path],
            }
        )
    names = {n.casefold() for n in g.names.values() if len(n) > 6}
    for qid, text, hops in NOT_FOUND:
        if any(n in text.casefold() for n in names):
            raise SystemExit(f"{qid}: names an entity of the graph")
        rows.append({"id": qid, "question": text, "topics": [], "answers": [], "hops": hops})
    for qid, template, kind, hops, lacks in LACKS:
        label = lacks.removeprefix("none for entity: ")
        cands = _candidates(g, kind, "any")
        rng.shuffle(cands)
        has = {h for h, r, _ in g.facts if r == label}
        key = next(k for k, _ in cands if k not in used and (label == lacks or k not in has))
        used.add(key)
        rows.append(
            {
                "id": qid,
                "question": _text(template, g.names[key], ""),
                "topics": [ids[key]],
                "answers": [],
                "hops": hops,
                "lacks": lacks,
            }
        )
    return rows


def review(g: Graph, ids: dict[str, str], rows: list[dict[str, object]]) -> None:
    """Print every question with its answers by name, for the writer to read."""
    back = {v: k for k, v in ids.items()}
    for row in rows:
        answers = [g.names[back[a]] for a in row["answers"]]  # type: ignore[attr-defined]
        sys.stdout.write(f"{row['id']} {row['question']}\n    {answers}\n")


if __name__ == "__main__":
    write(*build())
    g = graph()
    ids = opaque(g)
    rows = questions(g, ids)
    (HERE / "questions.jsonl").write_text(
        "\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8"
    )
    review(g, ids, rows)
