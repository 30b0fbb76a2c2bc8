"""Write the frozen-classic-cars KGQA set: classic cars, their keepers, clubs, shows and runs.

Run: python benchmarks/kgqa/frozen-classic-cars/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6522
Fact = tuple[str, str, str]
F, B = "->", "<-"  # walk a triple head to tail, or tail to head

COUNTRIES = ["England", "France", "Italy", "Germany", "Sweden"]
COUNTIES = ["Wyreshire", "Kennet", "Arden", "Tamarshire", "Mendip Vale", "Eskdale"]
TOWNS = [
    "Abbotsley",
    "Brockhurst",
    "Charlbury Green",
    "Dunsford",
    "Eastcote Magna",
    "Fairbourne",
    "Gatcombe",
    "Hartwell",
    "Ickford",
    "Kingsdown",
    "Longparish",
    "Midhurst Vale",
    "Northleach Cross",
    "Ockley",
    "Penbury",
    "Quenby",
    "Redbourne",
    "Stanwick",
    "Tilbury Heath",
    "Uffington Down",
    "Wexcombe",
    "Yarnfield",
    "Alderholt",
    "Bishopstone",
    "Coldharbour",
    "Dinton",
    "Evershot",
    "Frampton Cotterell",
]
MARQUES = {
    "Alvington": "England",
    "Brenmoor": "England",
    "Castellane": "France",
    "Delmonte": "Italy",
    "Esterhaus": "Germany",
    "Farrant": "England",
    "Gallardi": "Italy",
    "Harcourt": "England",
    "Isola": "Italy",
    "Jorvik": "Sweden",
    "Kessler": "Germany",
    "Lyonnaise": "France",
}
GROUPS = {
    "Meridian Motor Holdings": "England",
    "Consorzio Aurelio": "Italy",
    "Vereinigte Kraftwagen": "Germany",
    "Groupe Saint-Clair": "France",
}
PARENTS = {
    "Alvington": "Meridian Motor Holdings",
    "Brenmoor": "Meridian Motor Holdings",
    "Farrant": "Meridian Motor Holdings",
    "Castellane": "Groupe Saint-Clair",
    "Lyonnaise": "Groupe Saint-Clair",
    "Delmonte": "Consorzio Aurelio",
    "Gallardi": "Consorzio Aurelio",
    "Esterhaus": "Vereinigte Kraftwagen",
    "Kessler": "Vereinigte Kraftwagen",
    "Jorvik": "Meridian Motor Holdings",
}
BODIES = ["Roadster", "Saloon", "Fastback Coupé", "Estate", "Drophead Coupé", "Shooting Brake"]
ENGINES = ["Straight-Six", "V8", "Flat-Four", "V12", "Twin-Cam Four", "Straight-Eight"]
DESIGNERS = {
    "Giorgio Valli": "Italy",
    "Pietro Sanna": "Italy",
    "Hugh Pemberton": "England",
    "Cedric Walmsley": "England",
    "Étienne Rousseau": "France",
    "Klaus Brandauer": "Germany",
    "Lars Ekdahl": "Sweden",
    "Marcel Duvivier": "France",
}
MODELS = [
    "Kestrel",
    "Vesper",
    "Aurora",
    "Corsair",
    "Meteor",
    "Tempest",
    "Sabre",
    "Marlin",
    "Albatros",
    "Lynx",
    "Solent",
    "Windsor",
    "Riviera",
    "Pescara",
    "Lugano",
    "Nordkap",
    "Ardennes",
    "Belvedere",
    "Cavendish",
    "Ravello",
    "Sorrento",
    "Chamonix",
    "Bergamo",
    "Halcyon",
    "Merlin",
    "Zenith",
]
PAINTS = [
    "British Racing Green",
    "Old English White",
    "Signal Red",
    "Carmine",
    "Ice Blue",
    "Primrose Yellow",
    "Gunmetal Grey",
    "Ebony Black",
]
CLUBS = {
    "Alvington Owners' Club": ["Alvington"],
    "Brenmoor Register": ["Brenmoor"],
    "Italian Classics Circle": ["Delmonte", "Gallardi", "Isola"],
    "Esterhaus Club GB": ["Esterhaus"],
    "Northern Classic Car Club": [],
    "Vintage Sports Car Circle": [],
    "Farrant & Harcourt Register": ["Farrant", "Harcourt"],
    "Jorvik Enthusiasts": ["Jorvik"],
    "French Car Club": ["Castellane", "Lyonnaise"],
    "Wessex Motor Heritage Society": [],
}
WORKSHOPS = [
    "Holt & Deakin Restorations",
    "Ferncliffe Coachworks",
    "Marlow Classic Engineering",
    "Stanwick Motor Works",
    "Greyfriars Garage",
    "Kingsdown Trim & Upholstery",
    "Bellamy Engine Rebuilds",
    "Old Forge Classics",
    "Penbury Panelcraft",
    "Tallow Lane Motors",
]
SHOWS = [
    "Gatcombe Park Concours",
    "Hartwell Classic Show",
    "Wexcombe Motor Fair",
    "Riverside Concours d'Élégance",
    "Abbey Meadows Car Show",
    "Spring Classic Gathering",
    "Ockley Hall Concours",
    "Harvest Classic Festival",
    "Downland Motor Show",
    "Winter Classic Expo",
]
RALLIES = [
    "Three Shires Run",
    "Downland Heritage Tour",
    "Coast to Coast Classic",
    "Vale Road Rally",
    "Hill Pass Trial",
    "Cathedral Cities Run",
    "Autumn Leaves Tour",
    "Dawn Patrol Run",
]
SPONSORS = [
    "Whitmore Oils",
    "Greys Auctioneers",
    "Linden Tyres",
    "Brooks Classic Insurance",
    "Oakham Wealth",
    "Marlowe Watches",
]
FIRST = [
    "Rupert",
    "Giles",
    "Nigel",
    "Clive",
    "Hilary",
    "Geoffrey",
    "Marcus",
    "Julian",
    "Simon",
    "Roger",
    "Anthony",
    "Rosalind",
    "Felicity",
    "Penelope",
    "Harriet",
    "Caroline",
    "Fiona",
    "Philippa",
    "Duncan",
    "Edmund",
    "Martin",
    "Graham",
    "Sally",
    "Judith",
    "Alistair",
]
LAST = [
    "Ashcombe",
    "Bellingham",
    "Carrington",
    "Davenport",
    "Ellison",
    "Fortescue",
    "Garside",
    "Hollis",
    "Ingram",
    "Jessop",
    "Kingsley",
    "Lowther",
    "Maitland",
    "Newcombe",
    "Ormerod",
    "Pryce",
    "Radcliffe",
    "Stainton",
    "Thorne",
    "Vickery",
    "Waddington",
    "Yelland",
]
TYPES = {
    "Country": COUNTRIES,
    "County": COUNTIES,
    "Town": TOWNS,
    "Marque": list(MARQUES),
    "Group": list(GROUPS),
    "BodyStyle": BODIES,
    "Engine": ENGINES,
    "Designer": list(DESIGNERS),
    "Model": MODELS,
    "Colour": PAINTS,
    "Club": list(CLUBS),
    "Workshop": WORKSHOPS,
    "Show": SHOWS,
    "Rally": RALLIES,
    "Sponsor": SPONSORS,
}


def _people(rng: random.Random, n: int) -> list[str]:
    out: list[str] = []
    while len(out) < n:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in out:
            out.append(name)
    return out


def _plates(rng: random.Random, n: int) -> list[str]:
    letters = "ABCDEFGHJKLMNPRSTUVWXY"
    out: list[str] = []
    while len(out) < n:
        plate = (
            "".join(rng.choice(letters) for _ in range(3))
            + f" {rng.randint(1, 999)}"
            + rng.choice("ABCDEFGHJK")
        )
        if plate not in out:
            out.append(plate)
    return out


def _makes(rng: random.Random) -> list[Fact]:
    facts: list[Fact] = [(t, "county", COUNTIES[i % len(COUNTIES)]) for i, t in enumerate(TOWNS)]
    facts += [(m, "country", c) for m, c in MARQUES.items()]
    facts += [(g, "country", c) for g, c in GROUPS.items()]
    facts += [(m, "parent", g) for m, g in PARENTS.items()]
    facts += [(d, "nationality", c) for d, c in DESIGNERS.items()]
    marques = list(MARQUES)
    for i, model in enumerate(MODELS):
        facts += [
            (model, "make", marques[i % len(marques)]),
            (model, "body", rng.choice(BODIES)),
            (model, "engine", rng.choice(ENGINES)),
            (model, "styled by", rng.choice(sorted(DESIGNERS))),
        ]
    for old, new in zip(MODELS[:12], MODELS[12:24], strict=True):
        facts.append((old, "replaced by", new))
    facts += [(s, "based in", rng.choice(TOWNS)) for s in SPONSORS]
    return facts


def _owners(rng: random.Random, people: list[str], cars: list[str]) -> list[Fact]:
    facts: list[Fact] = []
    owners = people[:52]
    for car in cars:
        keeper = rng.choice(owners)
        facts += [
            (car, "model", rng.choice(MODELS)),
            (car, "reg. keeper", keeper),
            (car, "paint", rng.choice(PAINTS)),
        ]
        if rng.random() < 0.7:
            facts.append((car, "restored by", rng.choice(WORKSHOPS)))
        if rng.random() < 0.7:
            facts.append((car, "prev. keeper", rng.choice([o for o in owners if o != keeper])))
    clubs = list(CLUBS)
    for i, person in enumerate(people):
        facts.append((person, "lives in", rng.choice(TOWNS)))
        if i < 60:
            facts += [(person, "member of", c) for c in rng.sample(clubs, rng.choice([1, 2, 2]))]
        if i < 52 and rng.random() < 0.75:
            facts.append((person, "mechanic", rng.choice(WORKSHOPS)))
    return facts


def _clubs_and_shops(rng: random.Random, people: list[str]) -> list[Fact]:
    facts: list[Fact] = []
    members = people[:60]
    for club, marques in CLUBS.items():
        sec, president = rng.sample(members, 2)
        facts += [(club, "based in", rng.choice(TOWNS)), (club, "sec.", sec)]
        facts.append((club, "president", president))
        facts += [(club, "marque", m) for m in marques]
    for i, shop in enumerate(WORKSHOPS):
        facts += [(shop, "in town", rng.choice(TOWNS)), (shop, "proprietor", people[60 + i])]
        facts += [
            (shop, "specialist in", m) for m in rng.sample(sorted(MARQUES), rng.choice([1, 2]))
        ]
    return facts


def _events(rng: random.Random, people: list[str], cars: list[str]) -> list[Fact]:
    facts: list[Fact] = []
    judges = people[52:62]
    for show in SHOWS:
        shown = rng.sample(cars, 7)
        facts += [
            (show, "held in", rng.choice(TOWNS)),
            (show, "organiser", rng.choice(list(CLUBS))),
            (show, "BOS", shown[0]),
            (show, "sponsor", rng.choice(SPONSORS)),
        ]
        facts += [(show, "judge", j) for j in rng.sample(judges, 3)]
        facts += [(show, "exhibit", c) for c in shown]
    for rally in RALLIES:
        start, finish = rng.sample(TOWNS, 2)
        facts += [
            (rally, "start", start),
            (rally, "finish", finish),
            (rally, "organiser", rng.choice(list(CLUBS))),
            (rally, "CoC", rng.choice(people[:60])),
        ]
        facts += [(rally, "entrant", c) for c in rng.sample(cars, rng.randint(4, 5))]
    return facts


def facts() -> tuple[list[Fact], dict[str, str]]:
    """The facts by name, and every name's type."""
    rng = random.Random(SEED)
    people = _people(rng, 70)
    cars = _plates(rng, 50)
    out = (
        _makes(rng)
        + _owners(rng, people, cars)
        + _clubs_and_shops(rng, people)
        + _events(rng, people, cars)
    )
    types = {name: kind for kind, names in TYPES.items() for name in names}
    types |= {p: "Person" for p in people} | {c: "Car" for c in cars}
    return out, types


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED + 1)
    return name_facts(facts()[0], rng, range(10000), lambda n: f"vc_{n:04d}")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    types = facts()[1]
    typed = {eid: f"{name}\t{types[name]}" for eid, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


SPECS: list[tuple] = [
    # one hop
    ("c1-01", "who owns FJF 776C?", ["FJF 776C"], [("reg. keeper", F)], ["Felicity Ellison"]),
    ("c1-02", "what colour is TRK 258F", ["TRK 258F"], [("paint", F)], ["Ebony Black"]),
    (
        "c1-03",
        "which company owns the Esterhaus brand these days",
        ["Esterhaus"],
        [("parent", F)],
        ["Vereinigte Kraftwagen"],
    ),
    ("c1-04", "Who designed the Tempest?", ["Tempest"], [("styled by", F)], ["Lars Ekdahl"]),
    ("c1-05", "what's under the bonnet of a Lynx", ["Lynx"], [("engine", F)], ["V12"]),
    (
        "c1-06",
        "who had ETJ 354E before the current owner",
        ["ETJ 354E"],
        [("prev. keeper", F)],
        ["Edmund Bellingham"],
    ),
    (
        "c1-07",
        "which car took best in show at Ockley Hall Concours",
        ["Ockley Hall Concours"],
        [("BOS", F)],
        ["FCE 313J"],
    ),
    (
        "c1-08",
        "who was clerk of the course on the Hill Pass Trial",
        ["Hill Pass Trial"],
        [("CoC", F)],
        ["Nigel Kingsley"],
    ),
    (
        "c1-09",
        "who judged the winter classic expo",
        ["Winter Classic Expo"],
        [("judge", F)],
        ["Judith Hollis", "Julian Pryce", "Roger Newcombe"],
    ),
    (
        "c1-10",
        "which garage does Rosalind Kingsley take her cars to for servicing",
        ["Rosalind Kingsley"],
        [("mechanic", F)],
        ["Old Forge Classics"],
    ),
    (
        "c1-11",
        "where does the Three Shires Run set off from",
        ["Three Shires Run"],
        [("start", F)],
        ["Yarnfield"],
    ),
    (
        "c1-12",
        "who runs Greyfriars Garage",
        ["Greyfriars Garage"],
        [("proprietor", F)],
        ["Sally Vickery"],
    ),
    ("c1-13", "what model came after the Solent", ["Solent"], [("replaced by", F)], ["Bergamo"]),
    (
        "c1-14",
        "Which makes does the Italian Classics Circle cater for?",
        ["Italian Classics Circle"],
        [("marque", F)],
        ["Delmonte", "Gallardi", "Isola"],
    ),
    (
        "c1-15",
        "list the cars that took part in the Vale Road Rally",
        ["Vale Road Rally"],
        [("entrant", F)],
        ["ETJ 354E", "TXN 97G", "TYF 76J", "XDY 722F", "YKE 460B"],
    ),
    (
        "c1-16",
        "who did the restoration on PMX 841C",
        ["PMX 841C"],
        [("restored by", F)],
        ["Tallow Lane Motors"],
    ),
    ("c1-17", "who builds the Ravello", ["Ravello"], [("make", F)], ["Harcourt"]),
    (
        "c1-18",
        "what cars has felicity newcombe got",
        ["Felicity Newcombe"],
        [("reg. keeper", B)],
        ["EGM 901E", "PWH 239J", "TXN 97G"],
    ),
    (
        "c1-19",
        "who is secretary of the French Car Club",
        ["French Car Club"],
        [("sec.", F)],
        ["Simon Maitland"],
    ),
    ("c1-20", "what body shape is the Albatros", ["Albatros"], [("body", F)], ["Shooting Brake"]),
    # two hops
    (
        "c2-01",
        "what country does the Nordkap's manufacturer come from",
        ["Nordkap"],
        [("make", F), ("country", F)],
        ["Italy"],
    ),
    (
        "c2-02",
        "who designed the model that XDN 208B is",
        ["XDN 208B"],
        [("model", F), ("styled by", F)],
        ["Hugh Pemberton"],
    ),
    (
        "c2-03",
        "which county is the Brenmoor Register based in",
        ["Brenmoor Register"],
        [("based in", F), ("county", F)],
        ["Mendip Vale"],
    ),
    (
        "c2-04",
        "where do the judges of the Downland Motor Show live",
        ["Downland Motor Show"],
        [("judge", F), ("lives in", F)],
        ["Brockhurst", "Coldharbour", "Uffington Down"],
    ),
    (
        "c2-05",
        "What models are Rupert Ellison's cars?",
        ["Rupert Ellison"],
        [("reg. keeper", B), ("model", F)],
        ["Belvedere", "Halcyon", "Lugano", "Tempest"],
    ),
    (
        "c2-06",
        "which clubs is the owner of MDW 765G in",
        ["MDW 765G"],
        [("reg. keeper", F), ("member of", F)],
        ["Brenmoor Register", "Northern Classic Car Club"],
    ),
    (
        "c2-07",
        "whose car won best in show at the Wexcombe Motor Fair",
        ["Wexcombe Motor Fair"],
        [("BOS", F), ("reg. keeper", F)],
        ["Rupert Thorne"],
    ),
    (
        "c2-08",
        "what town is the workshop that restored DJB 436K in",
        ["DJB 436K"],
        [("restored by", F), ("in town", F)],
        ["Ickford"],
    ),
    (
        "c2-09",
        "who makes the car that replaced the Kestrel",
        ["Kestrel"],
        [("replaced by", F), ("make", F)],
        ["Alvington"],
    ),
    (
        "c2-10",
        "what colours were the cars on display at Hartwell Classic Show",
        ["Hartwell Classic Show"],
        [("exhibit", F), ("paint", F)],
        [
            "Carmine",
            "Ebony Black",
            "Gunmetal Grey",
            "Old English White",
            "Primrose Yellow",
            "Signal Red",
        ],
    ),
    (
        "c2-11",
        "who owns the cars doing the Dawn Patrol Run",
        ["Dawn Patrol Run"],
        [("entrant", F), ("reg. keeper", F)],
        ["Edmund Bellingham", "Fiona Newcombe", "Harriet Fortescue"],
    ),
    (
        "c2-12",
        "which brands belong to the same group as Lyonnaise",
        ["Lyonnaise"],
        [("parent", F), ("parent", B)],
        ["Castellane", "Lyonnaise"],
    ),
    (
        "c2-13",
        "Where does the Vintage Sports Car Circle's secretary live?",
        ["Vintage Sports Car Circle"],
        [("sec.", F), ("lives in", F)],
        ["Frampton Cotterell"],
    ),
    (
        "c2-14",
        "what engines go in the cars Klaus Brandauer styled",
        ["Klaus Brandauer"],
        [("styled by", B), ("engine", F)],
        ["Flat-Four", "Straight-Six", "Twin-Cam Four", "V8"],
    ),
    (
        "c2-15",
        "which garages service cars for members of Jorvik Enthusiasts",
        ["Jorvik Enthusiasts"],
        [("member of", B), ("mechanic", F)],
        [
            "Bellamy Engine Rebuilds",
            "Ferncliffe Coachworks",
            "Greyfriars Garage",
            "Holt & Deakin Restorations",
            "Kingsdown Trim & Upholstery",
            "Old Forge Classics",
            "Penbury Panelcraft",
        ],
    ),
    (
        "c2-16",
        "where are the shows Marlowe Watches sponsors held",
        ["Marlowe Watches"],
        [("sponsor", B), ("held in", F)],
        ["Coldharbour", "Frampton Cotterell", "Longparish", "Tilbury Heath"],
    ),
    (
        "c2-17",
        "which marques is the firm that restored EAD 801G known for",
        ["EAD 801G"],
        [("restored by", F), ("specialist in", F)],
        ["Castellane"],
    ),
    (
        "c2-18",
        "at which shows have Edmund Bellingham's cars been displayed",
        ["Edmund Bellingham"],
        [("reg. keeper", B), ("exhibit", B)],
        ["Harvest Classic Festival", "Wexcombe Motor Fair", "Winter Classic Expo"],
    ),
    (
        "c2-19",
        "what nationality is the guy who designed the halcyon",
        ["Halcyon"],
        [("styled by", F), ("nationality", F)],
        ["England"],
    ),
    (
        "c2-20",
        "who's president of the club that organises the Coast to Coast Classic",
        ["Coast to Coast Classic"],
        [("organiser", F), ("president", F)],
        ["Anthony Hollis"],
    ),
    # three hops
    (
        "c3-01",
        "GSD 979K - which country is that make from?",
        ["GSD 979K"],
        [("model", F), ("make", F), ("country", F)],
        ["Italy"],
    ),
    (
        "c3-02",
        "which county does the owner of YJP 434C live in",
        ["YJP 434C"],
        [("reg. keeper", F), ("lives in", F), ("county", F)],
        ["Tamarshire"],
    ),
    (
        "c3-03",
        "which models won best in show at the shows Oakham Wealth sponsors",
        ["Oakham Wealth"],
        [("sponsor", B), ("BOS", F), ("model", F)],
        ["Albatros", "Pescara", "Sabre"],
    ),
    (
        "c3-04",
        "LWX 972F's owner gets it serviced somewhere - which town is that garage in?",
        ["LWX 972F"],
        [("reg. keeper", F), ("mechanic", F), ("in town", F)],
        ["Brockhurst"],
    ),
    (
        "c3-05",
        "which manufacturers built the cars on the Three Shires Run",
        ["Three Shires Run"],
        [("entrant", F), ("model", F), ("make", F)],
        ["Farrant", "Isola"],
    ),
    (
        "c3-06",
        "what country is the parent company of the makes the Farrant & Harcourt Register looks after",
        ["Farrant & Harcourt Register"],
        [("marque", F), ("parent", F), ("country", F)],
        ["England"],
    ),
    (
        "c3-07",
        "in which towns are the clubs the Gatcombe Park Concours judges belong to",
        ["Gatcombe Park Concours"],
        [("judge", F), ("member of", F), ("based in", F)],
        ["Fairbourne", "Frampton Cotterell", "Wexcombe"],
    ),
    (
        "c3-08",
        "what counties do the French Car Club's rallies finish in",
        ["French Car Club"],
        [("organiser", B), ("finish", F), ("county", F)],
        ["Eskdale"],
    ),
    (
        "c3-09",
        "who restored the cars owned by the secretary of the Northern Classic Car Club",
        ["Northern Classic Car Club"],
        [("sec.", F), ("reg. keeper", B), ("restored by", F)],
        ["Greyfriars Garage", "Tallow Lane Motors"],
    ),
    (
        "c3-10",
        "what replaced the models Felicity Ellison drives",
        ["Felicity Ellison"],
        [("reg. keeper", B), ("model", F), ("replaced by", F)],
        ["Sorrento"],
    ),
    (
        "c3-11",
        "where do the people who own Tempests live",
        ["Tempest"],
        [("model", B), ("reg. keeper", F), ("lives in", F)],
        ["Fairbourne", "Frampton Cotterell", "Stanwick", "Uffington Down"],
    ),
    (
        "c3-12",
        "where do the clerks of the course live for the rallies XDY 722F has done",
        ["XDY 722F"],
        [("entrant", B), ("CoC", F), ("lives in", F)],
        ["Bishopstone", "Yarnfield"],
    ),
    (
        "c3-13",
        "who styled the cars penelope ormerod keeps in her garage",
        ["Penelope Ormerod"],
        [("reg. keeper", B), ("model", F), ("styled by", F)],
        ["Hugh Pemberton"],
    ),
    (
        "c3-14",
        "the workshops in Evershot specialise in some makes - which countries are those makes from",
        ["Evershot"],
        [("in town", B), ("specialist in", F), ("country", F)],
        ["France", "Italy"],
    ),
    (
        "c3-15",
        "where did the previous owners of the cars shown at the Abbey Meadows Car Show live",
        ["Abbey Meadows Car Show"],
        [("exhibit", F), ("prev. keeper", F), ("lives in", F)],
        ["Fairbourne", "Frampton Cotterell", "Ickford", "Yarnfield"],
    ),
    # not found
    ("cn-01", "who owns the car with plate WRX 118D", 1),
    ("cn-02", "who designed the Monterey GT", 1),
    ("cn-03", "where is the Lambourn Vintage Car Show held", 1),
    ("cn-04", "who's the secretary of the Bristol Owners' Club and where do they live", 2),
    ("cn-05", "which cars did Bartholomew Quayle take on the Fenland Run", 2),
    # the graph lacks the relation
    ("cl-01", "what year was FJF 776C first registered", ["FJF 776C"], 1, "registration year"),
    ("cl-02", "how much is MBK 312D worth", ["MBK 312D"], 1, "valuation"),
    ("cl-03", "what's the mileage on TXN 97G", ["TXN 97G"], 1, "mileage"),
    ("cl-04", "how many Kestrels were built", ["Kestrel"], 1, "production number"),
    ("cl-05", "how many miles is the Three Shires Run", ["Three Shires Run"], 1, "route length"),
    (
        "cl-06",
        "what does it cost to join the Brenmoor Register",
        ["Brenmoor Register"],
        1,
        "membership fee",
    ),
    ("cl-07", "what's the top speed of the Zenith", ["Zenith"], 1, "top speed"),
    (
        "cl-08",
        "who had JCP 216B before its current owner",
        ["JCP 216B"],
        1,
        "none for entity: prev. keeper",
    ),
    ("cl-09", "who restored HJU 45A", ["HJU 45A"], 1, "none for entity: restored by"),
    (
        "cl-10",
        "which garage does Marcus Jessop use for servicing",
        ["Marcus Jessop"],
        1,
        "none for entity: mechanic",
    ),
    ("cl-11", "which group owns the Harcourt marque", ["Harcourt"], 1, "none for entity: parent"),
    (
        "cl-12",
        "which make is the Vintage Sports Car Circle for",
        ["Vintage Sports Car Circle"],
        1,
        "none for entity: marque",
    ),
    ("cl-13", "what replaced the Zenith", ["Zenith"], 1, "none for entity: replaced by"),
    (
        "cl-14",
        "which clubs is Martin Lowther a member of",
        ["Martin Lowther"],
        1,
        "none for entity: member of",
    ),
    ("cl-15", "which workshop restored EXC 414F", ["EXC 414F"], 1, "none for entity: restored by"),
]

if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, names, SPECS)
