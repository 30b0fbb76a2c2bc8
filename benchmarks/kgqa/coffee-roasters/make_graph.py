"""Build the `coffee-roasters` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional specialty-coffee scene in four regions: roasteries with their town, owner, head
roaster, roasting machine make, green-bean importers and the coffees they roast; coffees with
the farm they come from, their process and their variety; farms with their origin country;
machine makers' countries; importers' home towns; cafés with their town, the roastery whose
beans they pour, their espresso machine brand and their baristas; baristas with their home
town and who trained them; head roasters with the coffee school where they trained; schools'
towns; brewing championships with their town, judges, champion and sponsoring roastery; towns
with their region. Every person, place and firm is invented. The schema and the fixed places
are written by hand below; a seeded generator (`random.Random(5959)`) draws the people's names
and the filler facts. The questions are written by hand at the bottom by name and path; their
answers are computed from the graph by `paths.write_questions_by_name` and checked against the
answers written beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/coffee-roasters/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import full_names, with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

F, B = "->", "<-"

REGION = "região"
TOWN = "cidade"
OWNER = "dono"
HEAD = "head::roaster"
MACHINE = "torrador"
MADE_IN = "fabricado em"
IMPORTS = "importa de"
IMP_BASE = "importer::base"
ROASTS = "torra"
FARM = "fazenda"
ORIGIN = "origem"
PROCESS = "processo"
VARIETY = "varietal"
CAFE_TOWN = "cafe::town"
BEANS = "serves::beans_from"
ESPRESSO = "máquina"
STAFF = "equipe"
LIVES = "mora em"
TRAINED = "aprendiz de"
SCHOOL = "formado em"
SCHOOL_TOWN = "escola::cidade"
HOST = "sede"
JUDGE = "juiz"
CHAMPION = "campeão"
SPONSOR = "patrocínio"
NOTES = "notas"
ENTERED = "competiu em"

REGIONS = {
    "Calder Vale": ["Hebdon", "Luddenfoot", "Sowerby Brow", "Ripponden Weir", "Mytholm"],
    "North Wyre": ["Garstang Edge", "Pilling Moss", "Nateby Cross", "Scorton Fell"],
    "Teme Marches": ["Tenbury Mill", "Clee Hill Gate", "Ludford", "Burford Quay", "Knighton Bar"],
    "Eden Levels": ["Appleby Green", "Kirkby Thore", "Temple Sowerby", "Lazonby", "Brough Sowerby"],
}
MAKERS = {
    "Probat": "Germany",
    "Giesen": "Netherlands",
    "Loring": "United States",
    "Diedrich": "United States",
    "Toper": "Turkey",
    "Stronghold": "South Korea",
}
ESPRESSO_BRANDS = {
    "La Marzocco": "Italy",
    "Victoria Arduino": "Italy",
    "Slayer": "United States",
    "Sanremo": "Italy",
    "Kees van der Westen": "Netherlands",
}
IMPORTERS = {
    "Greenhouse Green Coffee": "Hebdon",
    "Cargo & Cherry": "Burford Quay",
    "Origin Direct Traders": "Appleby Green",
    "Fellside Importers": "Garstang Edge",
}
SCHOOLS = {
    "Calder Roasting Academy": "Mytholm",
    "Marches School of Coffee": "Ludford",
    "Northern Cupping Lab": "Lazonby",
}
# farm: origin country
FARMS = {
    "Finca El Mirador": "Colombia",
    "Finca La Soledad": "Colombia",
    "Hacienda Santa Rita": "Colombia",
    "Fazenda Boa Vista": "Brazil",
    "Fazenda Santa Inês": "Brazil",
    "Fazenda Pedra Branca": "Brazil",
    "Kiambu Estate": "Kenya",
    "Gakuyuini Factory": "Kenya",
    "Karatu Hills Farm": "Tanzania",
    "Hambela Washing Station": "Ethiopia",
    "Gedeb Cooperative": "Ethiopia",
    "Bombe Washing Station": "Ethiopia",
    "Finca Los Naranjos": "Guatemala",
    "Finca San Gerardo": "Guatemala",
    "Finca Lérida": "Panama",
    "Finca Deborah": "Panama",
    "Nyamasheke Station": "Rwanda",
    "Kopakama Hills": "Rwanda",
    "Finca El Puente": "Honduras",
    "Wahana Estate": "Indonesia",
    "Frinsa Estate": "Indonesia",
    "Finca Tasta": "Peru",
}
PROCESSES = ["washed", "natural", "honey", "anaerobic natural", "wet-hulled"]
VARIETIES = [
    "Bourbon",
    "Caturra",
    "Geisha",
    "SL28",
    "SL34",
    "Heirloom",
    "Typica",
    "Catuai",
    "Pacamara",
]
# roastery: (town, machine make, importers)
ROASTERIES = {
    "Hebdon Bridge Roasters": ("Hebdon", "Probat", ["Greenhouse Green Coffee"]),
    "Sowerby Coffee Works": (
        "Sowerby Brow",
        "Giesen",
        ["Greenhouse Green Coffee", "Cargo & Cherry"],
    ),
    "Weir Street Roastery": ("Ripponden Weir", "Loring", ["Origin Direct Traders"]),
    "Mytholm Mill Coffee": ("Mytholm", "Giesen", ["Greenhouse Green Coffee"]),
    "Pilling Moss Roast Co": ("Pilling Moss", "Diedrich", ["Fellside Importers"]),
    "Scorton Fell Coffee": (
        "Scorton Fell",
        "Toper",
        ["Fellside Importers", "Origin Direct Traders"],
    ),
    "Garstang Bean Barn": ("Garstang Edge", "Probat", ["Fellside Importers"]),
    "Teme Valley Roasters": ("Tenbury Mill", "Stronghold", ["Cargo & Cherry"]),
    "Ludford Coffee Collective": (
        "Ludford",
        "Loring",
        ["Cargo & Cherry", "Greenhouse Green Coffee"],
    ),
    "Clee Hill Roastworks": ("Clee Hill Gate", "Giesen", ["Cargo & Cherry"]),
    "Knighton Bar Coffee": ("Knighton Bar", "Toper", ["Origin Direct Traders"]),
    "Appleby Roasting House": ("Appleby Green", "Probat", ["Origin Direct Traders"]),
    "Lazonby Small Batch": (
        "Lazonby",
        "Stronghold",
        ["Origin Direct Traders", "Fellside Importers"],
    ),
    "Thore & Sons Coffee": ("Kirkby Thore", "Diedrich", ["Fellside Importers"]),
    "Brough Sowerby Roasters": ("Brough Sowerby", "Giesen", ["Cargo & Cherry"]),
}
CAFE_KINDS = ["Espresso Bar", "Coffee House", "Kiosk", "Brew Bar", "Canteen", "Coffee Hatch"]
FIRST = [
    "Ana",
    "Bruno",
    "Cleo",
    "Dara",
    "Eitan",
    "Fern",
    "Gus",
    "Hana",
    "Ines",
    "Joss",
    "Kofi",
    "Lina",
    "Milo",
    "Nell",
    "Omar",
    "Pia",
    "Quinn",
    "Rosa",
    "Saul",
    "Tam",
    "Uma",
    "Vik",
    "Wren",
    "Yara",
    "Zeb",
    "Ivo",
    "Mae",
    "Noor",
    "Otto",
    "Bea",
]
LAST = [
    "Almeida",
    "Brannigan",
    "Castell",
    "Dunmore",
    "Ekwueme",
    "Farrow",
    "Gilchrist",
    "Haddad",
    "Iveson",
    "Jessop",
    "Kowalczyk",
    "Lowther",
    "Marangoni",
    "Nakamura",
    "Oduya",
    "Pennock",
    "Quayle",
    "Rushworth",
    "Sorensen",
    "Thwaite",
    "Underhill",
    "Varga",
    "Whitlock",
    "Yeadon",
]
TASTING = [
    "dark chocolate",
    "blackcurrant",
    "jasmine",
    "stone fruit",
    "caramel",
    "bergamot",
    "red apple",
    "hazelnut",
    "molasses",
    "grapefruit",
    "cedar",
    "raspberry",
    "brown sugar",
    "lychee",
    "black tea",
]
BLENDS = ["Morning Mass", "Old Mill", "Fellwalker", "Night Shift", "Weir Way", "Marches Mocha"]
COMPS = [
    "Calder Brewers Cup 2025",
    "Calder Brewers Cup 2026",
    "North Wyre Latte Art Throwdown",
    "Teme Marches Barista Jam",
    "Eden Aeropress Open",
    "Four Regions Cup Tasters",
]
COMP_TOWN = {
    "Calder Brewers Cup 2025": "Hebdon",
    "Calder Brewers Cup 2026": "Luddenfoot",
    "North Wyre Latte Art Throwdown": "Nateby Cross",
    "Teme Marches Barista Jam": "Tenbury Mill",
    "Eden Aeropress Open": "Temple Sowerby",
    "Four Regions Cup Tasters": "Ludford",
}


def short(farm: str) -> str:
    for prefix in ("Finca ", "Fazenda ", "Hacienda "):
        farm = farm.removeprefix(prefix)
    return farm.replace(" Washing Station", "").replace(" Station", "")


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5959)
    facts: list[tuple[str, str, str]] = []
    towns = [t for ts in REGIONS.values() for t in ts]
    for region, ts in REGIONS.items():
        facts += [(t, REGION, region) for t in ts]
    for maker, country in (MAKERS | ESPRESSO_BRANDS).items():
        facts.append((maker, MADE_IN, country))
    facts += [(i, IMP_BASE, t) for i, t in IMPORTERS.items()]
    facts += [(s, SCHOOL_TOWN, t) for s, t in SCHOOLS.items()]
    facts += [(f, ORIGIN, c) for f, c in FARMS.items()]
    taken: set[str] = set()
    owners = full_names(rng, FIRST, LAST, len(ROASTERIES), taken)
    heads = full_names(rng, FIRST, LAST, len(ROASTERIES), taken)
    baristas = full_names(rng, FIRST, LAST, 50, taken)
    roasteries = list(ROASTERIES)
    coffees: list[str] = []
    farms = list(FARMS)
    for n in range(40):
        farm = farms[n % len(farms)]
        coffee = f"{short(farm)} Lot {rng.randint(2, 60)}"
        while coffee in coffees:
            coffee = f"{short(farm)} Lot {rng.randint(2, 60)}"
        coffees.append(coffee)
        facts += [(coffee, FARM, farm), (coffee, PROCESS, rng.choice(PROCESSES))]
        for v in sorted(rng.sample(VARIETIES, 1 if rng.random() < 0.75 else 2)):
            facts.append((coffee, VARIETY, v))
        facts += [(coffee, NOTES, t) for t in sorted(rng.sample(TASTING, rng.randint(2, 3)))]
    for blend in BLENDS:
        for farm in sorted(rng.sample(farms, rng.randint(2, 3))):
            facts.append((blend, FARM, farm))
        facts.append((blend, PROCESS, rng.choice(PROCESSES[:3])))
        facts += [(blend, NOTES, t) for t in sorted(rng.sample(TASTING, 2))]
    for (r, (town, make, imps)), owner, head in zip(ROASTERIES.items(), owners, heads, strict=True):
        facts += [(r, TOWN, town), (r, OWNER, owner), (r, HEAD, head), (r, MACHINE, make)]
        facts += [(r, IMPORTS, i) for i in imps]
        facts += [(owner, LIVES, rng.choice(towns)), (head, LIVES, rng.choice(towns))]
        facts.append((head, SCHOOL, rng.choice(list(SCHOOLS))))
    for coffee in coffees:
        for r in sorted(rng.sample(roasteries, rng.randint(1, 3))):
            facts.append((r, ROASTS, coffee))
    for n, blend in enumerate(BLENDS):
        facts.append((roasteries[(n * 5) % len(roasteries)], ROASTS, blend))
        facts.append((roasteries[(n * 5 + 2) % len(roasteries)], ROASTS, blend))
    cafes: list[str] = []
    for town in towns:
        for kind in rng.sample(CAFE_KINDS, rng.randint(1, 3)):
            cafe = f"{town} {kind}"
            cafes.append(cafe)
            facts.append((cafe, CAFE_TOWN, town))
            for r in sorted(rng.sample(roasteries, 1 if rng.random() < 0.6 else 2)):
                facts.append((cafe, BEANS, r))
            facts.append((cafe, ESPRESSO, rng.choice(list(ESPRESSO_BRANDS))))
    for i, b in enumerate(baristas):
        for cafe in sorted(rng.sample(cafes, 1 if rng.random() < 0.7 else 2)):
            facts.append((cafe, STAFF, b))
        facts.append((b, LIVES, rng.choice(towns)))
        if i >= 8 and rng.random() < 0.6:
            facts.append((b, TRAINED, rng.choice(baristas[:i] + heads)))
    for n, comp in enumerate(COMPS):
        facts.append((comp, HOST, COMP_TOWN[comp]))
        for j in sorted(rng.sample(heads + owners, 3)):
            facts.append((comp, JUDGE, j))
        entrants = rng.sample(baristas, 6)
        facts += [(e, ENTERED, comp) for e in sorted(entrants)]
        facts.append((comp, CHAMPION, entrants[0]))
        facts.append((comp, SPONSOR, roasteries[(n * 3 + 1) % len(roasteries)]))
    return facts


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5960), range(100000), "RX.{:05d}.cf")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


QUESTIONS: list[Any] = [
    (
        "cr01",
        "who owns Hebdon Bridge Roasters?",
        ["Hebdon Bridge Roasters"],
        [(OWNER, F)],
        ["Ines Yeadon"],
    ),
    (
        "cr02",
        "which town is weir street roastery in",
        ["Weir Street Roastery"],
        [(TOWN, F)],
        ["Ripponden Weir"],
    ),
    (
        "cr03",
        "what do Garstang Bean Barn roast on?",
        ["Garstang Bean Barn"],
        [(MACHINE, F)],
        ["Probat"],
    ),
    (
        "cr04",
        "who's the head roaster at clee hill roastworks",
        ["Clee Hill Roastworks"],
        [(HEAD, F)],
        ["Lina Brannigan"],
    ),
    (
        "cr05",
        "Where does Lazonby Small Batch buy its green coffee?",
        ["Lazonby Small Batch"],
        [(IMPORTS, F)],
        ["Fellside Importers", "Origin Direct Traders"],
    ),
    (
        "cr06",
        "which farm did Hambela Lot 28 come from",
        ["Hambela Lot 28"],
        [(FARM, F)],
        ["Hambela Washing Station"],
    ),
    (
        "cr07",
        "how was Bombe Lot 13 processed?",
        ["Bombe Lot 13"],
        [(PROCESS, F)],
        ["anaerobic natural"],
    ),
    (
        "cr08",
        "what variety is San Gerardo Lot 56",
        ["San Gerardo Lot 56"],
        [(VARIETY, F)],
        ["Geisha", "Heirloom"],
    ),
    (
        "cr09",
        "tasting notes for Kiambu Estate Lot 9?",
        ["Kiambu Estate Lot 9"],
        [(NOTES, F)],
        ["jasmine", "raspberry", "stone fruit"],
    ),
    (
        "cr10",
        "Which roasters have Los Naranjos Lot 3 on their list?",
        ["Los Naranjos Lot 3"],
        [(ROASTS, B)],
        ["Hebdon Bridge Roasters", "Ludford Coffee Collective", "Teme Valley Roasters"],
    ),
    (
        "cr11",
        "whose beans are in the hopper at the Mytholm Espresso Bar",
        ["Mytholm Espresso Bar"],
        [(BEANS, F)],
        ["Garstang Bean Barn", "Weir Street Roastery"],
    ),
    (
        "cr12",
        "Who pulls shots at Pilling Moss Coffee House?",
        ["Pilling Moss Coffee House"],
        [(STAFF, F)],
        ["Mae Dunmore", "Mae Sorensen", "Nell Gilchrist", "Nell Kowalczyk"],
    ),
    (
        "cr13",
        "what espresso machine have they got at ludford kiosk",
        ["Ludford Kiosk"],
        [(ESPRESSO, F)],
        ["Sanremo"],
    ),
    ("cr14", "where is Zeb Varga based these days", ["Zeb Varga"], [(LIVES, F)], ["Lazonby"]),
    (
        "cr15",
        "who taught nell kowalczyk the trade?",
        ["Nell Kowalczyk"],
        [(TRAINED, F)],
        ["Dara Gilchrist"],
    ),
    (
        "cr16",
        "Where did Tam Varga learn to roast?",
        ["Tam Varga"],
        [(SCHOOL, F)],
        ["Calder Roasting Academy"],
    ),
    (
        "cr17",
        "name the judges at the Eden Aeropress Open",
        ["Eden Aeropress Open"],
        [(JUDGE, F)],
        ["Dara Oduya", "Tam Varga", "Yara Dunmore"],
    ),
    (
        "cr18",
        "who took the Calder Brewers Cup 2026",
        ["Calder Brewers Cup 2026"],
        [(CHAMPION, F)],
        ["Ivo Thwaite"],
    ),
    (
        "cr19",
        "list the coffee shops in Tenbury Mill",
        ["Tenbury Mill"],
        [(CAFE_TOWN, B)],
        ["Tenbury Mill Brew Bar", "Tenbury Mill Espresso Bar", "Tenbury Mill Kiosk"],
    ),
    (
        "cr20",
        "Which coffees use beans grown at Finca Deborah?",
        ["Finca Deborah"],
        [(FARM, B)],
        ["Deborah Lot 10", "Deborah Lot 33", "Fellwalker"],
    ),
    (
        "cr21",
        "what country is Nyamasheke Lot 52 from?",
        ["Nyamasheke Lot 52"],
        [(FARM, F), (ORIGIN, F)],
        ["Rwanda"],
    ),
    (
        "cr22",
        "where was the roaster at Teme Valley Roasters made",
        ["Teme Valley Roasters"],
        [(MACHINE, F), (MADE_IN, F)],
        ["South Korea"],
    ),
    (
        "cr23",
        "Where does the owner of Appleby Roasting House live?",
        ["Appleby Roasting House"],
        [(OWNER, F), (LIVES, F)],
        ["Pilling Moss"],
    ),
    (
        "cr24",
        "which school did Sowerby Coffee Works's head roaster go to",
        ["Sowerby Coffee Works"],
        [(HEAD, F), (SCHOOL, F)],
        ["Calder Roasting Academy"],
    ),
    (
        "cr25",
        "what part of the country is Knighton Bar Coffee in?",
        ["Knighton Bar Coffee"],
        [(TOWN, F), (REGION, F)],
        ["Teme Marches"],
    ),
    (
        "cr26",
        "which roasteries supply the cafes in Lazonby",
        ["Lazonby"],
        [(CAFE_TOWN, B), (BEANS, F)],
        ["Clee Hill Roastworks", "Mytholm Mill Coffee", "Scorton Fell Coffee"],
    ),
    (
        "cr27",
        "show me the baristas at places that pour Weir Street Roastery beans",
        ["Weir Street Roastery"],
        [(BEANS, B), (STAFF, F)],
        [
            "Dara Almeida",
            "Dara Sorensen",
            "Hana Brannigan",
            "Ivo Nakamura",
            "Ivo Thwaite",
            "Joss Castell",
            "Kofi Pennock",
            "Kofi Thwaite",
            "Mae Dunmore",
            "Mae Sorensen",
            "Nell Gilchrist",
            "Nell Kowalczyk",
            "Rosa Almeida",
            "Yara Lowther",
            "Yara Yeadon",
            "Zeb Quayle",
        ],
    ),
    (
        "cr28",
        "what farms does Thore & Sons Coffee source from?",
        ["Thore & Sons Coffee"],
        [(ROASTS, F), (FARM, F)],
        ["Gakuyuini Factory", "Kiambu Estate"],
    ),
    (
        "cr29",
        "which processes turn up across the Clee Hill Roastworks range",
        ["Clee Hill Roastworks"],
        [(ROASTS, F), (PROCESS, F)],
        ["anaerobic natural", "natural", "wet-hulled"],
    ),
    (
        "cr30",
        "who trained the winner of the Teme Marches Barista Jam?",
        ["Teme Marches Barista Jam"],
        [(CHAMPION, F), (TRAINED, F)],
        ["Ana Nakamura"],
    ),
    (
        "cr31",
        "where does ivo nakamura's mentor live",
        ["Ivo Nakamura"],
        [(TRAINED, F), (LIVES, F)],
        ["Sowerby Brow"],
    ),
    (
        "cr32",
        "what town is the roastery that sponsored the Calder Brewers Cup 2025 in",
        ["Calder Brewers Cup 2025"],
        [(SPONSOR, F), (TOWN, F)],
        ["Sowerby Brow"],
    ),
    (
        "cr33",
        "Who owns the roastery that supplies Hebdon Kiosk?",
        ["Hebdon Kiosk"],
        [(BEANS, F), (OWNER, F)],
        ["Milo Varga"],
    ),
    (
        "cr34",
        "which importers do the roasters in Garstang Edge deal with",
        ["Garstang Edge"],
        [(TOWN, B), (IMPORTS, F)],
        ["Fellside Importers"],
    ),
    (
        "cr35",
        "tasting notes of the coffees Brough Sowerby Roasters do",
        ["Brough Sowerby Roasters"],
        [(ROASTS, F), (NOTES, F)],
        ["black tea", "cedar", "grapefruit", "molasses", "raspberry"],
    ),
    (
        "cr36",
        "what espresso machines are at the cafés Mae Dunmore works at?",
        ["Mae Dunmore"],
        [(STAFF, B), (ESPRESSO, F)],
        ["Sanremo", "Slayer"],
    ),
    (
        "cr37",
        "Which competitions have Noor Yeadon's trainees entered?",
        ["Noor Yeadon"],
        [(TRAINED, B), (ENTERED, F)],
        ["Calder Brewers Cup 2026", "Four Regions Cup Tasters"],
    ),
    (
        "cr38",
        "what towns do the North Wyre Latte Art Throwdown judges live in",
        ["North Wyre Latte Art Throwdown"],
        [(JUDGE, F), (LIVES, F)],
        ["Brough Sowerby", "Garstang Edge", "Scorton Fell"],
    ),
    (
        "cr39",
        "what roasting machines do fellside importers' customers run",
        ["Fellside Importers"],
        [(IMPORTS, B), (MACHINE, F)],
        ["Diedrich", "Probat", "Stronghold", "Toper"],
    ),
    (
        "cr40",
        "varietals roasted by Sowerby Coffee Wroks",
        ["Sowerby Coffee Works"],
        [(ROASTS, F), (VARIETY, F)],
        ["Bourbon", "Caturra", "SL28", "SL34"],
    ),
    (
        "cr41",
        "which farms are behind the coffee poured at Mytholm Kiosk?",
        ["Mytholm Kiosk"],
        [(BEANS, F), (ROASTS, F), (FARM, F)],
        ["Fazenda Santa Inês", "Finca El Mirador", "Finca Los Naranjos", "Hambela Washing Station"],
    ),
    (
        "cr42",
        "which importers do roasteries in the Eden Levels buy from",
        ["Eden Levels"],
        [(REGION, B), (TOWN, B), (IMPORTS, F)],
        ["Cargo & Cherry", "Fellside Importers", "Origin Direct Traders"],
    ),
    (
        "cr43",
        "origin countries of the coffees Garstang Bean Barn roasts",
        ["Garstang Bean Barn"],
        [(ROASTS, F), (FARM, F), (ORIGIN, F)],
        ["Colombia", "Tanzania"],
    ),
    (
        "cr44",
        "Where do the baristas at cafés supplied by Hebdon Bridge Roasters live?",
        ["Hebdon Bridge Roasters"],
        [(BEANS, B), (STAFF, F), (LIVES, F)],
        ["Nateby Cross", "Ripponden Weir"],
    ),
    (
        "cr45",
        "where do the mentors of the baristas at Scorton Fell Kiosk live",
        ["Scorton Fell Kiosk"],
        [(STAFF, F), (TRAINED, F), (LIVES, F)],
        ["Mytholm"],
    ),
    (
        "cr46",
        "which region is the roastery that sponsored the Eden Aeropress Open in?",
        ["Eden Aeropress Open"],
        [(SPONSOR, F), (TOWN, F), (REGION, F)],
        ["Eden Levels"],
    ),
    (
        "cr47",
        "where did the head roasters of Ludford Espresso Bar's roasteries train",
        ["Ludford Espresso Bar"],
        [(BEANS, F), (HEAD, F), (SCHOOL, F)],
        ["Calder Roasting Academy", "Marches School of Coffee"],
    ),
    (
        "cr48",
        "what countries are the roasting machines made in at roasteries that buy from Cargo & Cherry",
        ["Cargo & Cherry"],
        [(IMPORTS, B), (MACHINE, F), (MADE_IN, F)],
        ["Netherlands", "South Korea", "United States"],
    ),
    (
        "cr49",
        "What espresso machines do cafés across North Wyre use?",
        ["North Wyre"],
        [(REGION, B), (CAFE_TOWN, B), (ESPRESSO, F)],
        ["Kees van der Westen", "Sanremo", "Slayer", "Victoria Arduino"],
    ),
    (
        "cr50",
        "which roasteries roast coffee grown in Kenya",
        ["Kenya"],
        [(ORIGIN, B), (FARM, B), (ROASTS, B)],
        [
            "Brough Sowerby Roasters",
            "Hebdon Bridge Roasters",
            "Lazonby Small Batch",
            "Scorton Fell Coffee",
            "Teme Valley Roasters",
            "Thore & Sons Coffee",
            "Weir Street Roastery",
        ],
    ),
    (
        "cr51",
        "who owns the roasteries that roast a Geisha",
        ["Geisha"],
        [(VARIETY, B), (ROASTS, B), (OWNER, F)],
        [
            "Bruno Marangoni",
            "Cleo Marangoni",
            "Dara Oduya",
            "Eitan Thwaite",
            "Ines Yeadon",
            "Ivo Rushworth",
            "Milo Varga",
            "Omar Yeadon",
            "Wren Marangoni",
        ],
    ),
    (
        "cr52",
        "in which towns were the competitions held that Dara Gilchrist's trainees entered",
        ["Dara Gilchrist"],
        [(TRAINED, B), (ENTERED, F), (HOST, F)],
        ["Tenbury Mill"],
    ),
    (
        "cr53",
        "where do the judges of the comps zeb quayle entered live?",
        ["Zeb Quayle"],
        [(ENTERED, F), (JUDGE, F), (LIVES, F)],
        ["Brough Sowerby", "Kirkby Thore", "Nateby Cross", "Scorton Fell", "Tenbury Mill"],
    ),
    (
        "cr54",
        "Which farms supply the roastery Wren Underhill owns?",
        ["Wren Underhill"],
        [(OWNER, B), (ROASTS, F), (FARM, F)],
        [
            "Fazenda Pedra Branca",
            "Fazenda Santa Inês",
            "Frinsa Estate",
            "Gakuyuini Factory",
            "Hacienda Santa Rita",
            "Kopakama Hills",
        ],
    ),
    (
        "cr55",
        "what country is the espresso machine from at the cafe where Ivo Marangoni works",
        ["Ivo Marangoni"],
        [(STAFF, B), (ESPRESSO, F), (MADE_IN, F)],
        ["United States"],
    ),
    ("cr56", "Who owns Ravensclough Roasters?", 1),
    ("cr57", "whose beans does the Cotton Exchange Coffee Lab use", 1),
    ("cr58", "which farm is Yirgacheffe Lot 80 from?", 1),
    ("cr59", "where does Harriet Oyelaran live", 1),
    ("cr60", "who won the Midlands Cold Brew Classic and who trained them?", 2),
    (
        "cr61",
        "what time does Hebdon Espresso Bar open?",
        ["Hebdon Espresso Bar"],
        1,
        "opening hours",
    ),
    (
        "cr62",
        "how much is a 250g bag of Santa Rita Lot 34",
        ["Santa Rita Lot 34"],
        1,
        "retail price",
    ),
    ("cr63", "what altitude is Kiambu Estate at?", ["Kiambu Estate"], 1, "altitude"),
    ("cr64", "when was Sowerby Coffee Works founded", ["Sowerby Coffee Works"], 1, "founding year"),
    ("cr65", "how many kilos a batch does a Probat take?", ["Probat"], 1, "batch capacity"),
    ("cr66", "cupping score of Hambela Lot 28", ["Hambela Lot 28"], 1, "cupping score"),
    ("cr67", "does Lazonby Brew Bar do oat milk?", ["Lazonby Brew Bar"], 1, "milk options"),
    ("cr68", "how old is Zeb Varga?", ["Zeb Varga"], 1, "age"),
    (
        "cr69",
        "what was the prize money at the Eden Aeropress Open",
        ["Eden Aeropress Open"],
        1,
        "prize money",
    ),
    (
        "cr70",
        "Ludford Coffee Collective instagram handle",
        ["Ludford Coffee Collective"],
        1,
        "social media account",
    ),
    ("cr71", "who trained Yara Lowther?", ["Yara Lowther"], 1, "none for entity: aprendiz de"),
    (
        "cr72",
        "what varietal is in the Weir Way blend",
        ["Weir Way"],
        1,
        "none for entity: varietal",
    ),
    (
        "cr73",
        "which competitions has Kofi Thwaite entered",
        ["Kofi Thwaite"],
        1,
        "none for entity: competiu em",
    ),
    (
        "cr74",
        "who works the bar at Hebdon Espresso Bar?",
        ["Hebdon Espresso Bar"],
        1,
        "none for entity: equipe",
    ),
    (
        "cr75",
        "where did Ines Yeadon train as a roaster",
        ["Ines Yeadon"],
        1,
        "none for entity: formado em",
    ),
]

if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
