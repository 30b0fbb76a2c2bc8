"""Build the `frozen-dynasties` KGQA set: triples.tsv, entities.tsv (with a types column) and
questions.jsonl.

Invented noble houses of three invented realms over five generations: people with their
father, mother, spouse, house, the titles they held, the lord they were sworn to, the battles
they fought in, the abbey they are buried at and the artists and abbeys they were patrons of;
houses with their chief seat and the realm they owe allegiance to; castles with their shire
and the house holding them; shires with their realm; battles with their shire and the house
that won; treaties with their signatories and the castle they were signed at; artists with
their home shire. The schema, the realms, shires, houses, castles, titles, battles, treaties,
abbeys, artists and the founding couples are written by hand below; a seeded generator
(`random.Random(4177)`) draws the later generations, their marriages and the other filler
facts. The questions are written by hand at the bottom by name and path; their answers are
computed from the graph by `paths.write_questions_by_name` and checked against the answers
written by hand beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-dynasties/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

FATHER = "pater"
MOTHER = "mater"
SPOUSE = "m."
HOUSE = "Haus"
TITLE = "heldTitle"
LIEGE = "vassal_of"
FOUGHT = "combatant in"
BURIED = "sepultus"
PATRON = "PATRON_OF"
SEAT = "caput"
ALLEGIANCE = "fealty->realm"
SHIRE = "in_shire"
REALM = "realm"
HOLDER = "tenure"
SITE = "site"
VICTOR = "victor"
SIGNATORY = "signatory"
SIGNED_AT = "signed_at"
HOME = "patria"

# realm -> shires
REALMS = {
    "Kingdom of Aldmark": ["Varrowdale", "Ostwick", "Hallornshire", "Fenmarch"],
    "Duchy of Brisonne": ["Vauclerc", "Montaubry", "Brisonnais", "Lesparre"],
    "March of Kettering": ["Kettermoor", "Dunmarrow Fells", "Callen Vale", "Harrowmark"],
}

# castle -> shire
CASTLES = {
    "Varrow Keep": "Varrowdale",
    "Blackwater Tower": "Varrowdale",
    "Ostmere Hall": "Ostwick",
    "Saltcombe Castle": "Ostwick",
    "Hallorn Castle": "Hallornshire",
    "Reedholm": "Fenmarch",
    "Château de Vauclerc": "Vauclerc",
    "Montaubry Castle": "Montaubry",
    "Tour d'Aubervaux": "Brisonnais",
    "Lesparre Fort": "Lesparre",
    "Castel Brisonne": "Brisonnais",
    "Ketterick Peel": "Kettermoor",
    "Greyfell Castle": "Kettermoor",
    "Dunmarrow Castle": "Dunmarrow Fells",
    "Callendar House": "Callen Vale",
    "Harrow Crag": "Harrowmark",
    "Westwatch": "Harrowmark",
    "Fennick Moot Hall": "Fenmarch",
}

# house -> (chief seat, realm it owes allegiance to, titles of its heads)
HOUSES = {
    "House Varrow": (
        "Varrow Keep",
        "Kingdom of Aldmark",
        ["Earl of Varrowdale", "Lord Blackwater"],
    ),
    "House Ostmere": (
        "Ostmere Hall",
        "Kingdom of Aldmark",
        ["Baron Ostwick", "Warden of the Salt Coast"],
    ),
    "House Hallorn": ("Hallorn Castle", "Kingdom of Aldmark", ["Earl of Hallornshire"]),
    "House Brisonne": (
        "Castel Brisonne",
        "Duchy of Brisonne",
        ["Duke of Brisonne", "Count of Lesparre"],
    ),
    "House Aubervaux": ("Tour d'Aubervaux", "Duchy of Brisonne", ["Vicomte d'Aubervaux"]),
    "House Vauclerc": (
        "Château de Vauclerc",
        "Duchy of Brisonne",
        ["Count of Vauclerc", "Seigneur de Montaubry"],
    ),
    "House Ketterick": (
        "Ketterick Peel",
        "March of Kettering",
        ["Margrave of Kettering", "Lord of Greyfell"],
    ),
    "House Dunmarrow": ("Dunmarrow Castle", "March of Kettering", ["Baron Dunmarrow"]),
    "House Callendar": (
        "Callendar House",
        "March of Kettering",
        ["Lord Callendar", "Keeper of Westwatch"],
    ),
}
SURNAME = {h: h.removeprefix("House ") for h in HOUSES}

# castle -> the house holding it, beyond the chief seats
HELD = {
    "Blackwater Tower": "House Varrow",
    "Saltcombe Castle": "House Ostmere",
    "Reedholm": "House Hallorn",
    "Montaubry Castle": "House Vauclerc",
    "Lesparre Fort": "House Brisonne",
    "Greyfell Castle": "House Ketterick",
    "Harrow Crag": "House Dunmarrow",
    "Westwatch": "House Callendar",
    "Fennick Moot Hall": "House Hallorn",
}

# Titles granted to younger sons (not held by the heads of a house).
LESSER_TITLES = [
    "Knight of the Thorn",
    "Castellan of Reedholm",
    "Seneschal of Aldmark",
    "Captain of the Marches",
    "Lord Chamberlain",
    "Master of the Horse",
    "Chevalier de l'Étoile",
    "Bailli de Montaubry",
]

ABBEYS = {
    "St Aldhelm's Abbey": "Varrowdale",
    "Fenmarch Priory": "Fenmarch",
    "Abbaye de Saint-Vaast": "Vauclerc",
    "Lesparre Minster": "Lesparre",
    "Greyfell Abbey": "Kettermoor",
    "Callen Priory": "Callen Vale",
    "Ostwick Chantry": "Ostwick",
}

# artist -> home shire
ARTISTS = {
    "Master of the Varrow Hours": "Varrowdale",
    "Jehan Colombe": "Montaubry",
    "Aldous Penwright": "Ostwick",
    "Isabeau Fleury": "Brisonnais",
    "Tobias Marl": "Harrowmark",
    "Rohese the Illuminator": "Fenmarch",
    "Guillaume Ferrand": "Vauclerc",
    "Wystan Gale": "Kettermoor",
    "Petronel Ashe": "Callen Vale",
    "Benedikt Harrower": "Dunmarrow Fells",
}

# battle -> (shire, winning house)
BATTLES = {
    "Battle of Saltcombe Sands": ("Ostwick", "House Ostmere"),
    "Battle of the Fennick Causeway": ("Fenmarch", "House Hallorn"),
    "Siege of Blackwater Tower": ("Varrowdale", "House Callendar"),
    "Battle of Montaubry Bridge": ("Montaubry", "House Brisonne"),
    "Battle of Lesparre Field": ("Lesparre", "House Varrow"),
    "Siege of Greyfell": ("Kettermoor", "House Ketterick"),
    "Battle of Harrow Crag": ("Harrowmark", "House Dunmarrow"),
    "Battle of the Callen Ford": ("Callen Vale", "House Vauclerc"),
    "Rout of Vauclerc Wood": ("Vauclerc", "House Aubervaux"),
    "Battle of Red Moor": ("Kettermoor", "House Varrow"),
    "Battle of the Two Rivers": ("Brisonnais", "House Brisonne"),
    "Siege of Westwatch": ("Harrowmark", "House Ostmere"),
}

# treaty -> castle it was signed at (its signatories are drawn)
TREATIES = {
    "Treaty of Saltcombe": "Saltcombe Castle",
    "Peace of Varrow Keep": "Varrow Keep",
    "Concord of Montaubry": "Montaubry Castle",
    "Pact of the Marches": "Harrow Crag",
    "Treaty of Reedholm": "Reedholm",
    "Accord of Castel Brisonne": "Castel Brisonne",
    "Truce of Westwatch": "Westwatch",
}

MEN = [
    "Aldric",
    "Edmund",
    "Godfrey",
    "Roland",
    "Baldwin",
    "Tristan",
    "Oswin",
    "Hugh",
    "Gerard",
    "Ranulf",
    "Aymer",
    "Conrad",
    "Thibault",
    "Lucien",
    "Armand",
    "Eustace",
    "Walter",
    "Piers",
    "Humphrey",
    "Gilbert",
    "Anselm",
    "Raoul",
    "Leofric",
    "Osric",
    "Bertrand",
    "Cedric",
]
WOMEN = [
    "Matilda",
    "Isolde",
    "Eleanor",
    "Beatrice",
    "Alys",
    "Margery",
    "Ysabel",
    "Cecily",
    "Rohais",
    "Adela",
    "Joan",
    "Mathilde",
    "Clémence",
    "Hawise",
    "Avice",
    "Ermengarde",
    "Blanche",
    "Sybil",
    "Agnes",
    "Petronilla",
    "Heloise",
    "Gunnora",
    "Edith",
    "Amabel",
]


def facts_and_types() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The graph's triples with entity names for ids, and each name's type."""
    rng = random.Random(4177)
    facts: list[tuple[str, str, str]] = []
    kind: dict[str, str] = {}
    for realm, shires in REALMS.items():
        kind[realm] = "realm"
        for shire in shires:
            facts.append((shire, REALM, realm))
            kind[shire] = "shire"
    for castle, shire in CASTLES.items():
        facts.append((castle, SHIRE, shire))
        kind[castle] = "castle"
    for abbey, shire in ABBEYS.items():
        facts.append((abbey, SHIRE, shire))
        kind[abbey] = "abbey"
    for artist, shire in ARTISTS.items():
        facts.append((artist, HOME, shire))
        kind[artist] = "artist"
    for house, (seat, realm, _) in HOUSES.items():
        facts += [(house, SEAT, seat), (house, ALLEGIANCE, realm), (seat, HOLDER, house)]
        kind[house] = "noble house"
    for castle, house in HELD.items():
        facts.append((castle, HOLDER, house))
    for battle, (shire, winner) in BATTLES.items():
        facts += [(battle, SITE, shire), (battle, VICTOR, winner)]
        kind[battle] = "battle"

    used: set[str] = set()

    def name(first: str, house: str) -> str:
        base = f"{first} {SURNAME[house]}"
        n, out = 1, base
        while out in used:
            n += 1
            out = f"{base} {['', 'I', 'II', 'III', 'IV', 'V', 'VI'][n]}"
        used.add(out)
        return out

    house_of: dict[str, str] = {}
    male: dict[str, bool] = {}
    houses = list(HOUSES)

    def person(first: str, house: str, is_male: bool) -> str:
        p = name(first, house)
        house_of[p], male[p], kind[p] = house, is_male, "person"
        facts.append((p, HOUSE, house))
        return p

    # Founding couples: each head of house married a daughter of the next house.
    couples: list[tuple[str, str]] = []
    heads: dict[str, list[str]] = {h: [] for h in houses}
    for i, house in enumerate(houses):
        lord = person(MEN[i], house, True)
        lady = person(WOMEN[i], houses[(i + 1) % len(houses)], False)
        couples.append((lord, lady))
        heads[house].append(lord)
    facts += [(m, SPOUSE, w) for m, w in couples]
    generations = [[p for c in couples for p in c]]

    for _ in range(4):
        born: list[str] = []
        for father, mother in couples:
            house = house_of[father]
            kids = [
                person(rng.choice(MEN if s else WOMEN), house, s)
                for s in (rng.random() < 0.55 for _ in range(rng.choice([1, 2, 3, 3, 4])))
            ]
            for kid in kids:
                facts += [(kid, FATHER, father), (kid, MOTHER, mother)]
            sons = [k for k in kids if male[k]]
            if sons and father in heads[house]:
                heads[house].append(sons[0])
            born += kids
        # Marriages across houses within the generation.
        men = [p for p in born if male[p]]
        women = [p for p in born if not male[p]]
        rng.shuffle(women)
        couples = []
        for man in men:
            if rng.random() < 0.15:
                continue
            wife = next((w for w in women if house_of[w] != house_of[man]), None)
            if wife is None:
                continue
            women.remove(wife)
            couples.append((man, wife))
        # Keep every house going: a head without a wife from the generation marries from outside.
        for house in houses:
            head = heads[house][-1]
            if head in born and all(head != m for m, _ in couples):
                outsider = person(
                    rng.choice(WOMEN), rng.choice([h for h in houses if h != house]), False
                )
                couples.append((head, outsider))
                born.append(outsider)
        facts += [(m, SPOUSE, w) for m, w in couples]
        generations.append(born)

    for house, line in heads.items():
        for head in line:
            for title in HOUSES[house][2]:
                facts.append((head, TITLE, title))
                kind[title] = "title"
    all_heads = {p for line in heads.values() for p in line}
    younger = [p for gen in generations[1:] for p in gen if male[p] and p not in all_heads]
    for title in LESSER_TITLES:
        kind[title] = "title"
        for p in rng.sample(younger, rng.choice([1, 2])):
            facts.append((p, TITLE, title))
    # Sworn to the head of another house of the same generation.
    for gen in generations[1:]:
        lords = [p for p in gen if p in all_heads]
        for p in gen:
            if male[p] and p not in all_heads and rng.random() < 0.7:
                liege = rng.choice(lords)
                if house_of[liege] != house_of[p]:
                    facts.append((p, LIEGE, liege))
    fighting = [p for gen in generations[:4] for p in gen if male[p]]
    for battle in BATTLES:
        for p in rng.sample(fighting, rng.choice([3, 4, 5])):
            facts.append((p, FOUGHT, battle))
    signers = [p for gen in generations[:4] for p in gen if p in all_heads]
    for treaty, castle in TREATIES.items():
        kind[treaty] = "treaty"
        facts.append((treaty, SIGNED_AT, castle))
        for p in rng.sample(signers, rng.choice([2, 2, 3])):
            facts.append((treaty, SIGNATORY, p))
    elders = [p for gen in generations[:3] for p in gen]
    for p in elders:
        if rng.random() < 0.6:
            facts.append((p, BURIED, rng.choice(list(ABBEYS))))
    patrons = [p for gen in generations for p in gen]
    for target in list(ARTISTS) + list(ABBEYS):
        for p in rng.sample(patrons, rng.choice([1, 2, 2, 3])):
            facts.append((p, PATRON, target))
    return facts, kind


# Questions by name: (id, text, topic names, path, expected answers by name) for answerable
# ones; (id, text, hops) for names not in the graph; (id, text, topic names, hops, lacks) for
# relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "dy-1-01",
        "who was Tristan Dunmarrow's father",
        ["Tristan Dunmarrow"],
        [(FATHER, "->")],
        ["Humphrey Dunmarrow"],
    ),
    (
        "dy-1-02",
        "mother of Walter Vauclerc",
        ["Walter Vauclerc"],
        [(MOTHER, "->")],
        ["Sybil Ketterick"],
    ),
    (
        "dy-1-03",
        "who did Gilbert Ketterick marry?",
        ["Gilbert Ketterick"],
        [(SPOUSE, "->")],
        ["Ermengarde Ostmere"],
    ),
    (
        "dy-1-04",
        "Petronilla Hallorn's husband",
        ["Petronilla Hallorn"],
        [(SPOUSE, "<-")],
        ["Edmund Varrow"],
    ),
    (
        "dy-1-05",
        "children of Humphrey Dunmarrow",
        ["Humphrey Dunmarrow"],
        [(FATHER, "<-")],
        ["Amabel Dunmarrow", "Sybil Dunmarrow", "Tristan Dunmarrow", "Walter Dunmarrow"],
    ),
    (
        "dy-1-06",
        "Agnes Varrow's kids",
        ["Agnes Varrow"],
        [(MOTHER, "<-")],
        ["Aymer Brisonne II", "Cecily Brisonne", "Hugh Brisonne", "Isolde Brisonne"],
    ),
    (
        "dy-1-07",
        "who belonged to the Ostmere family",
        ["House Ostmere"],
        [(HOUSE, "<-")],
        [
            "Edith Ostmere",
            "Edmund Ostmere",
            "Ermengarde Ostmere",
            "Matilda Ostmere",
            "Rohais Ostmere",
        ],
    ),
    (
        "dy-1-08",
        "list everyone who has been Earl of Varrowdale",
        ["Earl of Varrowdale"],
        [(TITLE, "<-")],
        ["Aldric Varrow", "Aldric Varrow II", "Bertrand Varrow", "Gerard Varrow", "Walter Varrow"],
    ),
    (
        "dy-1-09",
        "what honours did Roland Dunmarrow have",
        ["Roland Dunmarrow"],
        [(TITLE, "->")],
        ["Castellan of Reedholm", "Knight of the Thorn"],
    ),
    ("dy-1-10", "seat of the Callendars", ["House Callendar"], [(SEAT, "->")], ["Callendar House"]),
    (
        "dy-1-11",
        "House Ketterick swears to which crown?",
        ["House Ketterick"],
        [(ALLEGIANCE, "->")],
        ["March of Kettering"],
    ),
    (
        "dy-1-12",
        "which part of the country is Greyfell Castle in",
        ["Greyfell Castle"],
        [(SHIRE, "->")],
        ["Kettermoor"],
    ),
    (
        "dy-1-13",
        "Callen Vale belongs to which state",
        ["Callen Vale"],
        [(REALM, "->")],
        ["March of Kettering"],
    ),
    (
        "dy-1-14",
        "who was Lucien Brisonne sworn to",
        ["Lucien Brisonne"],
        [(LIEGE, "->")],
        ["Aldric Vauclerc"],
    ),
    (
        "dy-1-15",
        "where was the Battle of Red Moor fought",
        ["Battle of Red Moor"],
        [(SITE, "->")],
        ["Kettermoor"],
    ),
    (
        "dy-1-16",
        "who won the siege of westwatch",
        ["Siege of Westwatch"],
        [(VICTOR, "->")],
        ["House Ostmere"],
    ),
    (
        "dy-1-17",
        "who fought at the Battle of Lesparre Field?",
        ["Battle of Lesparre Field"],
        [(FOUGHT, "<-")],
        [
            "Aymer Brisonne II",
            "Cedric Callendar",
            "Gerard Callendar",
            "Tristan Brisonne",
            "Walter Dunmarrow",
        ],
    ),
    (
        "dy-1-18",
        "parties to the Peace of Varrow Keep",
        ["Peace of Varrow Keep"],
        [(SIGNATORY, "->")],
        ["Edmund Ostmere", "Eustace Aubervaux", "Gilbert Ketterick"],
    ),
    (
        "dy-1-19",
        "where is Blanche Ketterick buried",
        ["Blanche Ketterick"],
        [(BURIED, "->")],
        ["Lesparre Minster"],
    ),
    (
        "dy-1-20",
        "who paid for Wystan Gale's work",
        ["Wystan Gale"],
        [(PATRON, "<-")],
        ["Blanche Ketterick", "Eustace Aubervaux", "Petronilla Vauclerc"],
    ),
    # two hops
    (
        "dy-2-01",
        "Aldric Varrow II's grandfather on his father's side",
        ["Aldric Varrow II"],
        [(FATHER, "->"), (FATHER, "->")],
        ["Gerard Varrow"],
    ),
    (
        "dy-2-02",
        "who was Walter Vauclerc's grandmother on his mum's side",
        ["Walter Vauclerc"],
        [(MOTHER, "->"), (MOTHER, "->")],
        ["Ermengarde Ostmere"],
    ),
    (
        "dy-2-03",
        "Ranulf Brisonne maternal grandfather",
        ["Ranulf Brisonne"],
        [(MOTHER, "->"), (FATHER, "->")],
        ["Eustace Hallorn"],
    ),
    (
        "dy-2-04",
        "brothers and sisters of Walter Dunmarrow",
        ["Walter Dunmarrow"],
        [(FATHER, "->"), (FATHER, "<-")],
        ["Amabel Dunmarrow", "Sybil Dunmarrow", "Tristan Dunmarrow", "Walter Dunmarrow"],
    ),
    (
        "dy-2-05",
        "who are Tristan Dunmarrow's grandkids through his sons",
        ["Tristan Dunmarrow"],
        [(FATHER, "<-"), (FATHER, "<-")],
        ["Ranulf Dunmarrow"],
    ),
    (
        "dy-2-06",
        "who was Cecily Brisonne's father-in-law",
        ["Cecily Brisonne"],
        [(SPOUSE, "<-"), (FATHER, "->")],
        ["Roland Ketterick"],
    ),
    (
        "dy-2-07",
        "the wives of Aldric Varrow II's sons",
        ["Aldric Varrow II"],
        [(FATHER, "<-"), (SPOUSE, "->")],
        ["Eleanor Aubervaux", "Mathilde Callendar", "Petronilla Aubervaux"],
    ),
    (
        "dy-2-08",
        "where's Osric Callendar II's family seat",
        ["Osric Callendar II"],
        [(HOUSE, "->"), (SEAT, "->")],
        ["Callendar House"],
    ),
    (
        "dy-2-09",
        "which crown did Thibault Hallorn's family serve",
        ["Thibault Hallorn"],
        [(HOUSE, "->"), (ALLEGIANCE, "->")],
        ["Kingdom of Aldmark"],
    ),
    (
        "dy-2-10",
        "what region is the Ketterick family seat in",
        ["House Ketterick"],
        [(SEAT, "->"), (SHIRE, "->")],
        ["Kettermoor"],
    ),
    (
        "dy-2-11",
        "which country was the battle of harrow crag fought in",
        ["Battle of Harrow Crag"],
        [(SITE, "->"), (REALM, "->")],
        ["March of Kettering"],
    ),
    (
        "dy-2-12",
        "the castle where the Treaty of Saltcombe was agreed - what area is it in",
        ["Treaty of Saltcombe"],
        [(SIGNED_AT, "->"), (SHIRE, "->")],
        ["Ostwick"],
    ),
    (
        "dy-2-13",
        "battles fought by Tristan Dunmarrow's sons",
        ["Tristan Dunmarrow"],
        [(FATHER, "<-"), (FOUGHT, "->")],
        [
            "Battle of Red Moor",
            "Battle of the Fennick Causeway",
            "Battle of the Two Rivers",
            "Rout of Vauclerc Wood",
        ],
    ),
    (
        "dy-2-14",
        "who else lies in the same abbey as Godfrey Hallorn",
        ["Godfrey Hallorn"],
        [(BURIED, "->"), (BURIED, "<-")],
        ["Gerard Brisonne", "Gerard Callendar", "Godfrey Hallorn"],
    ),
    (
        "dy-2-15",
        "where did the artists Gilbert Hallorn supported come from",
        ["Gilbert Hallorn"],
        [(PATRON, "->"), (HOME, "->")],
        ["Callen Vale", "Harrowmark"],
    ),
    (
        "dy-2-16",
        "who was at the same battles as Osric Callendar",
        ["Osric Callendar"],
        [(FOUGHT, "->"), (FOUGHT, "<-")],
        ["Osric Callendar", "Roland Brisonne", "Roland Dunmarrow"],
    ),
    (
        "dy-2-17",
        "what castles does Raoul Hallorn's family have",
        ["Raoul Hallorn"],
        [(HOUSE, "->"), (HOLDER, "<-")],
        ["Fennick Moot Hall", "Hallorn Castle", "Reedholm"],
    ),
    (
        "dy-2-18",
        "what was Ranulf Dunmarrow's dad's rank",
        ["Ranulf Dunmarrow"],
        [(FATHER, "->"), (TITLE, "->")],
        ["Baron Dunmarrow"],
    ),
    (
        "dy-2-19",
        "which families won battles in Kettermoor",
        ["Kettermoor"],
        [(SITE, "<-"), (VICTOR, "->")],
        ["House Ketterick", "House Varrow"],
    ),
    (
        "dy-2-20",
        "the men sworn to Osric Callendar II, which families were they from",
        ["Osric Callendar II"],
        [(LIEGE, "<-"), (HOUSE, "->")],
        ["House Brisonne", "House Varrow"],
    ),
    # three hops
    (
        "dy-3-01",
        "great-grandfather of Bertrand Varrow II in the male line",
        ["Bertrand Varrow II"],
        [(FATHER, "->"), (FATHER, "->"), (FATHER, "->")],
        ["Gerard Varrow"],
    ),
    (
        "dy-3-02",
        "who was the father of Walter Vauclerc's maternal grandmother",
        ["Walter Vauclerc"],
        [(MOTHER, "->"), (MOTHER, "->"), (FATHER, "->")],
        ["Edmund Ostmere"],
    ),
    (
        "dy-3-03",
        "which families did Humphrey Dunmarrow's sons marry into",
        ["Humphrey Dunmarrow"],
        [(FATHER, "<-"), (SPOUSE, "->"), (HOUSE, "->")],
        ["House Ketterick"],
    ),
    (
        "dy-3-04",
        "in which region is Walter Varrow's father buried",
        ["Walter Varrow"],
        [(FATHER, "->"), (BURIED, "->"), (SHIRE, "->")],
        ["Callen Vale"],
    ),
    (
        "dy-3-05",
        "what district is Lucien Brisonne's family seat in",
        ["Lucien Brisonne"],
        [(HOUSE, "->"), (SEAT, "->"), (SHIRE, "->")],
        ["Brisonnais"],
    ),
    (
        "dy-3-06",
        "seats of the families that won the battles Gerard Ketterick fought in",
        ["Gerard Ketterick"],
        [(FOUGHT, "->"), (VICTOR, "->"), (SEAT, "->")],
        ["Castel Brisonne", "Varrow Keep"],
    ),
    (
        "dy-3-07",
        "Hawise Hallorn's husband backed some artists - where were they from?",
        ["Hawise Hallorn"],
        [(SPOUSE, "<-"), (PATRON, "->"), (HOME, "->")],
        ["Dunmarrow Fells"],
    ),
    (
        "dy-3-08",
        "which countries did Tristan Dunmarrow see battle in",
        ["Tristan Dunmarrow"],
        [(FOUGHT, "->"), (SITE, "->"), (REALM, "->")],
        ["Duchy of Brisonne", "Kingdom of Aldmark", "March of Kettering"],
    ),
    (
        "dy-3-09",
        "who put their seal to treaties made at Dunmarrow castles",
        ["House Dunmarrow"],
        [(HOLDER, "<-"), (SIGNED_AT, "<-"), (SIGNATORY, "->")],
        ["Anselm Ketterick", "Humphrey Vauclerc"],
    ),
    (
        "dy-3-10",
        "people buried in abbeys in the Kingdom of Aldmark",
        ["Kingdom of Aldmark"],
        [(REALM, "<-"), (SHIRE, "<-"), (BURIED, "<-")],
        [
            "Aldric Brisonne",
            "Avice Callendar",
            "Aymer Brisonne",
            "Baldwin Aubervaux",
            "Eleanor Callendar",
            "Gerard Brisonne",
            "Gerard Callendar",
            "Gilbert Aubervaux",
            "Godfrey Hallorn",
            "Humphrey Dunmarrow",
            "Isolde Aubervaux II",
            "Joan Varrow",
            "Joan Vauclerc",
            "Mathilde Varrow",
            "Petronilla Vauclerc",
            "Tristan Dunmarrow",
            "Tristan Vauclerc",
            "Walter Varrow",
        ],
    ),
    (
        "dy-3-11",
        "Aymer Brisonne's sons were sworn men of which family's lords",
        ["Aymer Brisonne"],
        [(FATHER, "<-"), (LIEGE, "->"), (HOUSE, "->")],
        ["House Callendar"],
    ),
    (
        "dy-3-12",
        "Anselm Vauclerc's father's wife was from which family",
        ["Anselm Vauclerc"],
        [(FATHER, "->"), (SPOUSE, "->"), (HOUSE, "->")],
        ["House Ketterick"],
    ),
    (
        "dy-3-13",
        "which family paid for the chantry where Joan Varrow lies",
        ["Joan Varrow"],
        [(BURIED, "->"), (PATRON, "<-"), (HOUSE, "->")],
        ["House Hallorn"],
    ),
    (
        "dy-3-14",
        "Anselm Ketterick's treaties - which districts were they agreed in",
        ["Anselm Ketterick"],
        [(SIGNATORY, "<-"), (SIGNED_AT, "->"), (SHIRE, "->")],
        ["Fenmarch", "Harrowmark"],
    ),
    (
        "dy-3-15",
        "who were Isolde Ketterick's uncles and aunts on her mother's side",
        ["Isolde Ketterick"],
        [(MOTHER, "->"), (FATHER, "->"), (FATHER, "<-")],
        ["Aymer Brisonne II", "Cecily Brisonne", "Hugh Brisonne", "Isolde Brisonne"],
    ),
    # names not in the graph
    ("dy-n-01", "who was the father of Aldwyn Stroud", 1),
    ("dy-n-02", "where is the seat of House Tamberlyn", 1),
    ("dy-n-03", "who won the Battle of Corven Marsh", 1),
    ("dy-n-04", "who put their names to the Treaty of Elmstead", 1),
    ("dy-n-05", "where is Lady Rowena Daubeny buried and who else lies there", 2),
    # relations the graph lacks
    ("dy-l-01", "when was Aldric Varrow born", ["Aldric Varrow"], 1, "birth date"),
    ("dy-l-02", "how old was Gerard Brisonne when he died", ["Gerard Brisonne"], 1, "age at death"),
    ("dy-l-03", "coat of arms of House Varrow", ["House Varrow"], 1, "arms / heraldry"),
    (
        "dy-l-04",
        "how many men fought at the Battle of Red Moor",
        ["Battle of Red Moor"],
        1,
        "army size",
    ),
    ("dy-l-05", "what year was the Treaty of Reedholm", ["Treaty of Reedholm"], 1, "date"),
    ("dy-l-06", "who built Greyfell Castle", ["Greyfell Castle"], 1, "builder"),
    (
        "dy-l-07",
        "what language did people speak in the Duchy of Brisonne",
        ["Duchy of Brisonne"],
        1,
        "language",
    ),
    ("dy-l-08", "House Hallorn motto", ["House Hallorn"], 1, "motto"),
    ("dy-l-09", "what did Jehan Colombe paint", ["Jehan Colombe"], 1, "works"),
    ("dy-l-10", "when was St Aldhelm's Abbey founded", ["St Aldhelm's Abbey"], 1, "founding date"),
    (
        "dy-l-11",
        "who was Beatrice Aubervaux's father",
        ["Beatrice Aubervaux"],
        1,
        "none for entity: pater",
    ),
    ("dy-l-12", "where is Roland Varrow buried", ["Roland Varrow"], 1, "none for entity: sepultus"),
    (
        "dy-l-13",
        "who was Thibault Hallorn sworn to",
        ["Thibault Hallorn"],
        1,
        "none for entity: vassal_of",
    ),
    (
        "dy-l-14",
        "which battles did Hugh Hallorn fight in",
        ["Hugh Hallorn"],
        1,
        "none for entity: combatant in",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str], dict[str, str]]:
    """The triples by opaque id, the names by id and the types by id."""
    facts, kind = facts_and_types()
    names = {x: x for h, _, t in facts for x in (h, t)}
    triples, by_id = with_opaque_ids(facts, names, random.Random(4178), range(10000), "dy({:04d})")
    return triples, by_id, {i: kind[n] for i, n in by_id.items()}


def write(
    triples: list[tuple[str, str, str]],
    names: dict[str, str],
    types: dict[str, str],
    folder: Path = HERE,
) -> None:
    typed = {i: f"{name}\t{types[i]}" for i, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


if __name__ == "__main__":
    triples, names, types = build()
    write(triples, names, types)
    write_questions_by_name(HERE, triples, names, QUESTIONS)
