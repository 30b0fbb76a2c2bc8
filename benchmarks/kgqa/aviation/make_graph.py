"""Write the aviation set's graph: triples.tsv and entities.tsv.

The schema, the countries, cities, airports, airlines (their home countries, hubs and
alliances), the aircraft types and their makers, the lessors and the head offices are written
by hand below. Fleets, leases, scheduled flights (with their origin, destination and the
airlines that fly them) and the captains with their type ratings are drawn as filler with a
fixed seed, so the files are the same on every run:

    python benchmarks/kgqa/aviation/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

HUB = "http://air.example.org/v#hubAt"  # airline -> airport
ALLIANCE = "ALNC"  # airline -> alliance
REGISTERED = "registeredIn"  # airline -> country
FLEET = "fleet.type"  # airline -> aircraft type
AIRFRAMER = "airframer"  # aircraft type -> manufacturer
HEAD_OFFICE = "head office"  # manufacturer / lessor -> city
SERVES = "serves city"  # airport -> city
NAT = "nat"  # city -> country
ORIG = "rte.orig"  # flight -> airport
DEST = "rte.dest"  # flight -> airport
FLOWN_BY = "FLOWN_BY"  # flight -> airline (codeshares: several)
LEASES = "leases_from"  # airline -> lessor
CAPTAIN = "captainFor"  # pilot -> airline
RATING = "TYPE_RTG"  # pilot -> aircraft type

# city -> country
CITIES = {
    "London": "United Kingdom",
    "Bristol": "United Kingdom",
    "Manchester": "United Kingdom",
    "Dublin": "Ireland",
    "Shannon": "Ireland",
    "Paris": "France",
    "Lyon": "France",
    "Toulouse": "France",
    "Frankfurt": "Germany",
    "Munich": "Germany",
    "Hamburg": "Germany",
    "Amsterdam": "Netherlands",
    "Madrid": "Spain",
    "Barcelona": "Spain",
    "Lisbon": "Portugal",
    "Porto": "Portugal",
    "Rome": "Italy",
    "Milan": "Italy",
    "New York": "United States",
    "Chicago": "United States",
    "Los Angeles": "United States",
    "Miami": "United States",
    "Seattle": "United States",
    "Toronto": "Canada",
    "Montreal": "Canada",
    "Vancouver": "Canada",
    "São Paulo": "Brazil",
    "Rio de Janeiro": "Brazil",
    "São José dos Campos": "Brazil",
    "Tokyo": "Japan",
    "Osaka": "Japan",
    "Nagoya": "Japan",
    "Seoul": "South Korea",
    "Busan": "South Korea",
    "Mumbai": "India",
    "Delhi": "India",
    "Dubai": "United Arab Emirates",
    "Abu Dhabi": "United Arab Emirates",
    "Sydney": "Australia",
    "Melbourne": "Australia",
}

# airport -> city
AIRPORTS = {
    "Heathrow": "London",
    "Gatwick": "London",
    "London City Airport": "London",
    "Manchester Ringway": "Manchester",
    "Bristol Lulsgate": "Bristol",
    "Dublin Collinstown": "Dublin",
    "Shannon Rineanna": "Shannon",
    "Charles de Gaulle": "Paris",
    "Orly": "Paris",
    "Lyon Saint-Exupéry": "Lyon",
    "Toulouse Blagnac": "Toulouse",
    "Frankfurt Rhein-Main": "Frankfurt",
    "Munich Erding": "Munich",
    "Hamburg Fuhlsbüttel": "Hamburg",
    "Schiphol": "Amsterdam",
    "Barajas": "Madrid",
    "El Prat": "Barcelona",
    "Humberto Delgado": "Lisbon",
    "Francisco Sá Carneiro": "Porto",
    "Fiumicino": "Rome",
    "Ciampino": "Rome",
    "Malpensa": "Milan",
    "Linate": "Milan",
    "JFK": "New York",
    "LaGuardia": "New York",
    "O'Hare": "Chicago",
    "Midway": "Chicago",
    "LAX": "Los Angeles",
    "Miami International": "Miami",
    "Sea-Tac": "Seattle",
    "Pearson": "Toronto",
    "Trudeau": "Montreal",
    "Vancouver Sea Island": "Vancouver",
    "Guarulhos": "São Paulo",
    "Congonhas": "São Paulo",
    "Galeão": "Rio de Janeiro",
    "Haneda": "Tokyo",
    "Narita": "Tokyo",
    "Kansai": "Osaka",
    "Chubu Centrair": "Nagoya",
    "Incheon": "Seoul",
    "Gimhae": "Busan",
    "Chhatrapati Shivaji": "Mumbai",
    "Indira Gandhi International": "Delhi",
    "Dubai International": "Dubai",
    "Zayed International": "Abu Dhabi",
    "Kingsford Smith": "Sydney",
    "Tullamarine": "Melbourne",
}

ALLIANCES = ["Skybridge Alliance", "Meridian Alliance", "Polaris Alliance"]

# airline: (flight code, country, hubs, alliance or None)
AIRLINES = {
    "Albion Airways": ("AB", "United Kingdom", ["Heathrow", "Gatwick"], "Skybridge Alliance"),
    "Pennine Air": ("PN", "United Kingdom", ["Manchester Ringway"], None),
    "EasyHop": (
        "EH",
        "United Kingdom",
        ["Gatwick", "Bristol Lulsgate", "Manchester Ringway"],
        None,
    ),
    "Celtic Wings": (
        "CW",
        "Ireland",
        ["Dublin Collinstown", "Shannon Rineanna"],
        "Meridian Alliance",
    ),
    "Skipjet": ("SJ", "Ireland", ["Dublin Collinstown"], None),
    "Air Lumière": ("AL", "France", ["Charles de Gaulle", "Orly"], "Polaris Alliance"),
    "Rhône Air": ("RA", "France", ["Lyon Saint-Exupéry"], None),
    "Hansa Jet": ("HJ", "Germany", ["Frankfurt Rhein-Main", "Munich Erding"], "Skybridge Alliance"),
    "Elbe Express": ("EE", "Germany", ["Hamburg Fuhlsbüttel"], None),
    "Tulip Air": ("TA", "Netherlands", ["Schiphol"], "Polaris Alliance"),
    "Iberica Sol": ("IS", "Spain", ["Barajas"], "Meridian Alliance"),
    "Vuelo Barato": ("VB", "Spain", ["Barajas", "El Prat"], None),
    "Lusitania Air": (
        "LU",
        "Portugal",
        ["Humberto Delgado", "Francisco Sá Carneiro"],
        "Skybridge Alliance",
    ),
    "Aquila Italia": ("AQ", "Italy", ["Fiumicino"], "Polaris Alliance"),
    "Milano Jet": ("MJ", "Italy", ["Malpensa", "Linate"], None),
    "Liberty Air Lines": (
        "LB",
        "United States",
        ["JFK", "Miami International"],
        "Skybridge Alliance",
    ),
    "Prairie Air": ("PR", "United States", ["O'Hare", "Midway"], "Meridian Alliance"),
    "Pacific Coast Airways": ("PC", "United States", ["LAX", "Sea-Tac"], "Polaris Alliance"),
    "Jetlyn": ("JL", "United States", ["LaGuardia"], None),
    "Maple Air": ("MA", "Canada", ["Pearson", "Trudeau"], "Meridian Alliance"),
    "Cascade North": ("CN", "Canada", ["Vancouver Sea Island"], None),
    "Sabiá Linhas Aéreas": ("SB", "Brazil", ["Guarulhos", "Galeão"], "Skybridge Alliance"),
    "Samba Air": ("SA", "Brazil", ["Congonhas"], None),
    "Sakura Air": ("SK", "Japan", ["Haneda", "Narita"], "Polaris Alliance"),
    "Kansai Blue": ("KB", "Japan", ["Kansai", "Chubu Centrair"], None),
    "Hanbit Air": ("HA", "South Korea", ["Incheon"], "Meridian Alliance"),
    "Gimhae Wings": ("GW", "South Korea", ["Gimhae"], None),
    "Monsoon Airways": ("MN", "India", ["Chhatrapati Shivaji"], "Skybridge Alliance"),
    "Indus Jet": ("IJ", "India", ["Indira Gandhi International"], None),
    "Falcon Gulf": ("FG", "United Arab Emirates", ["Dubai International"], "Polaris Alliance"),
    "Desert Pearl Airways": (
        "DP",
        "United Arab Emirates",
        ["Zayed International"],
        "Meridian Alliance",
    ),
    "Southern Cross Air": (
        "SX",
        "Australia",
        ["Kingsford Smith", "Tullamarine"],
        "Skybridge Alliance",
    ),
    "Wattle Airlines": ("WT", "Australia", ["Tullamarine"], None),
}

# manufacturer -> head office city
MAKERS = {
    "Aerion": "Toulouse",
    "Boreal Aerospace": "Seattle",
    "Candor Aircraft": "Montreal",
    "Tucano Aeronáutica": "São José dos Campos",
    "Hanseatic Flugzeugbau": "Hamburg",
    "Severn Aero": "Bristol",
    "Kaede Aircraft": "Nagoya",
}

# aircraft type -> manufacturer
TYPES = {
    "Aerion A410": "Aerion",
    "Aerion A430": "Aerion",
    "Aerion A450": "Aerion",
    "Aerion A470": "Aerion",
    "Aerion A490 Grande": "Aerion",
    "Boreal B-20": "Boreal Aerospace",
    "Boreal B-40": "Boreal Aerospace",
    "Boreal B-60": "Boreal Aerospace",
    "Boreal B-80 Skyliner": "Boreal Aerospace",
    "Boreal B-90": "Boreal Aerospace",
    "Candor C100": "Candor Aircraft",
    "Candor C300": "Candor Aircraft",
    "Candor C500": "Candor Aircraft",
    "Tucano T175": "Tucano Aeronáutica",
    "Tucano T195": "Tucano Aeronáutica",
    "Tucano T210": "Tucano Aeronáutica",
    "Hanseatic H90": "Hanseatic Flugzeugbau",
    "Hanseatic H110": "Hanseatic Flugzeugbau",
    "Severn Kestrel": "Severn Aero",
    "Severn Merlin": "Severn Aero",
    "Kaede K70": "Kaede Aircraft",
    "Kaede K90": "Kaede Aircraft",
}

# lessor -> head office city
LESSORS = {
    "Emerald Aviation Capital": "Dublin",
    "Shannon Air Leasing": "Shannon",
    "Pacific Lease Corp": "Los Angeles",
    "Dutch Wing Finance": "Amsterdam",
    "Fuji Aircraft Lease": "Tokyo",
    "Gulf Asset Leasing": "Dubai",
    "Harbour Aero Finance": "Sydney",
}

FIRST = [
    "Aoife",
    "Bruno",
    "Chiara",
    "Dmitri",
    "Elena",
    "Farid",
    "Greta",
    "Hiro",
    "Ines",
    "Jonas",
    "Kavya",
    "Lars",
    "Mei",
    "Nadia",
    "Oscar",
    "Priya",
    "Quentin",
    "Rosa",
    "Sven",
    "Tomás",
    "Uma",
    "Viktor",
    "Wren",
    "Yusuf",
    "Zofia",
    "Arjun",
    "Beatriz",
    "Connor",
    "Daniela",
    "Emeka",
]
LAST = [
    "Abbot",
    "Brennan",
    "Castell",
    "Duarte",
    "Eriksen",
    "Fontaine",
    "Gallagher",
    "Haddad",
    "Ishikawa",
    "Janssen",
    "Kowalski",
    "Lindqvist",
    "Moreau",
    "Nakamura",
    "O'Rourke",
    "Petrov",
    "Quinlan",
    "Rossi",
    "Sandoval",
    "Takeda",
    "Uchida",
    "Varga",
    "Whitlock",
    "Yamada",
    "Zeller",
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(7317)
    facts: list[tuple[str, str, str]] = []
    for city, country in CITIES.items():
        facts.append((city, NAT, country))
    for airport, city in AIRPORTS.items():
        facts.append((airport, SERVES, city))
    for maker, city in MAKERS.items():
        facts.append((maker, HEAD_OFFICE, city))
    for lessor, city in LESSORS.items():
        facts.append((lessor, HEAD_OFFICE, city))
    for t, maker in TYPES.items():
        facts.append((t, AIRFRAMER, maker))
    for airline, (_, country, hubs, alliance) in AIRLINES.items():
        facts.append((airline, REGISTERED, country))
        for hub in hubs:
            facts.append((airline, HUB, hub))
        if alliance:
            facts.append((airline, ALLIANCE, alliance))

    # Filler: fleets and leases.
    types = list(TYPES)
    lessors = list(LESSORS)
    fleets: dict[str, list[str]] = {}
    for airline in AIRLINES:
        fleets[airline] = sorted(rng.sample(types, rng.choice([2, 3, 4, 4, 5, 6])))
        for t in fleets[airline]:
            facts.append((airline, FLEET, t))
        for lessor in sorted(rng.sample(lessors, rng.choice([1, 1, 2, 2, 3]))):
            facts.append((airline, LEASES, lessor))

    # Filler: scheduled flights from a hub of the airline; about one in five is codeshared
    # with an alliance partner.
    airports = list(AIRPORTS)
    partners: dict[str, list[str]] = {a: [] for a in ALLIANCES}
    for airline, (_, _, _, alliance) in AIRLINES.items():
        if alliance:
            partners[alliance].append(airline)
    used_numbers: set[str] = set()
    for airline, (code, _, hubs, alliance) in AIRLINES.items():
        for _ in range(rng.choice([2, 2, 3, 3, 3])):
            while True:
                flight = f"{code} {rng.randint(100, 999)}"
                if flight not in used_numbers:
                    used_numbers.add(flight)
                    break
            origin = rng.choice(hubs)
            dest = rng.choice([a for a in airports if AIRPORTS[a] != AIRPORTS[origin]])
            facts.append((flight, ORIG, origin))
            facts.append((flight, DEST, dest))
            facts.append((flight, FLOWN_BY, airline))
            if alliance and rng.random() < 0.25:
                other = rng.choice([p for p in partners[alliance] if p != airline])
                facts.append((flight, FLOWN_BY, other))

    # Filler: captains, each flying for one airline and rated on one or two of its types.
    pilots: list[str] = []
    while len(pilots) < 72:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in pilots:
            pilots.append(name)
    airlines = list(AIRLINES)
    for pilot in pilots:
        airline = rng.choice(airlines)
        facts.append((pilot, CAPTAIN, airline))
        k = min(len(fleets[airline]), rng.choice([1, 1, 2, 2, 3]))
        for t in sorted(rng.sample(fleets[airline], k)):
            facts.append((pilot, RATING, t))

    return name_facts(facts, rng, range(0, 10000), "AV{:04d}".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
