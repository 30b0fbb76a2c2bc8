"""Build the `rail` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional regional railway network: five regions and their towns, the stations in those
towns, the lines that call at them (and where each line ends), the companies that run the
lines and the groups that own those companies, the trains (rolling stock) on each line, who
builds the trains and where, the depots that keep them, and when stations and lines opened.
Every name and fact is invented. The named regions, towns, companies, makers, trains, eleven
lines and their stations are written by hand below; a seeded generator adds filler towns,
stations and branch lines around them, so that most questions have realistic distraction.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/rail/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

SEED = 61

# Relation labels, deliberately in mixed styles.
STOPS_AT = "http://example.org/rail#stopsAt"  # line -> station (every station it calls at)
TERMINUS = "http://example.org/rail#terminus"  # line -> station (its two end stations)
OPERATED_BY = "operatedBy"  # line -> operating company
HQ_CITY = "hq_city"  # company (operator, owning group, train maker) -> town of its head office
LOCATED_IN = "LOC_IN"  # station or depot -> town
ROLLING_STOCK = "rollingStock"  # line -> train model running on it
MAKER = "mfr"  # train model -> manufacturer
PLANT = "org.manufacturer.plant_location"  # manufacturer -> town with one of its factories
IN_REGION = "inRegion"  # town -> region
CAPITAL = "CAPITAL"  # region -> its capital town
PARENT = "parent_co"  # operator -> owning group
DEPOT = "DEPOT"  # line -> depot maintaining its trains
OPENED = "yr_opened"  # station or line -> year

# Regions: name -> capital town
REGIONS = {
    "Northmarch": "Oakfield",
    "Calder Coast": "Port Sallow",
    "High Moors": "Dunmore",
    "Lowfen": "Farrowby",
    "Westmere": "Hollinsford",
}
# Hand-written towns: name -> region
TOWNS = {
    "Oakfield": "Northmarch",
    "Brackwater": "Northmarch",
    "Elmstead": "Northmarch",
    "Port Sallow": "Calder Coast",
    "Gullhaven": "Calder Coast",
    "Redcliff": "Calder Coast",
    "Dunmore": "High Moors",
    "Kettlebridge": "High Moors",
    "Farrowby": "Lowfen",
    "Marsh Tolling": "Lowfen",
    "Ashby Reach": "Lowfen",
    "Hollinsford": "Westmere",
    "Cinderbury": "Westmere",
    "Lanthorn": "Westmere",
}
# Owning groups: name -> head-office town
GROUPS = {
    "Cardinal Transport Group": "Brackwater",
    "Halden Holdings": "Cinderbury",
    "Arrowgate Mobility": "Port Sallow",
}
# Operators: name -> (head-office town, owning group)
OPERATORS = {
    "Northmarch Rail": ("Oakfield", "Cardinal Transport Group"),
    "Coastlink": ("Port Sallow", "Cardinal Transport Group"),
    "Moorland Railways": ("Dunmore", "Halden Holdings"),
    "FenRail": ("Farrowby", "Halden Holdings"),
    "Westmere Trains": ("Hollinsford", "Arrowgate Mobility"),
    "Metro Oakfield": ("Oakfield", "Arrowgate Mobility"),
}
# Train makers: name -> (head-office town, factory towns)
MAKERS = {
    "Verrin Works": ("Kettlebridge", ["Kettlebridge", "Cinderbury"]),
    "Albrecht & Sohn": ("Lanthorn", ["Redcliff"]),
    "Tamsin Rail Industries": ("Elmstead", ["Ashby Reach", "Gullhaven"]),
    "Korvo Rolling Stock": ("Dunmore", ["Marsh Tolling", "Redcliff"]),
}
# Train models: name -> maker
TRAINS = {
    "Verrin Class 310": "Verrin Works",
    "Verrin Class 455": "Verrin Works",
    "Verrin Sprinter 150": "Verrin Works",
    "Skylark DMU": "Tamsin Rail Industries",
    "Tamsin Heron EMU": "Tamsin Rail Industries",
    "Tamsin Kite": "Tamsin Rail Industries",
    "Korvo K7 Tram": "Korvo Rolling Stock",
    "Korvo Meridian": "Korvo Rolling Stock",
    "Albrecht Falke": "Albrecht & Sohn",
    "Albrecht Sperber": "Albrecht & Sohn",
}
# Depots: name -> town
DEPOTS = {
    "Brackwater Depot": "Brackwater",
    "Oakfield Tram Depot": "Oakfield",
    "Gullhaven Sidings": "Gullhaven",
    "Kingsmoor Shed": "Dunmore",
    "Farrowby Depot": "Farrowby",
    "Cinderbury Depot": "Cinderbury",
}
# Hand-written stations: name -> (town, year opened)
STATIONS = {
    "Oakfield Central Station": ("Oakfield", 1868),
    "Oakfield Riverside": ("Oakfield", 1902),
    "Oakfield Airport Parkway": ("Oakfield", 1974),
    "Brackwater Junction": ("Brackwater", 1871),
    "Brackwater Docks": ("Brackwater", 1889),
    "Elmstead Halt": ("Elmstead", 1871),
    "Port Sallow Terminus": ("Port Sallow", 1859),
    "Port Sallow Harbour": ("Port Sallow", 1897),
    "Saltmarket": ("Port Sallow", 1897),
    "Gullhaven Sands": ("Gullhaven", 1912),
    "Redcliff Quay": ("Redcliff", 1886),
    "Dunmore Castle Gate": ("Dunmore", 1871),
    "Dunmore Low Level": ("Dunmore", 1903),
    "Kingsmoor": ("Dunmore", 1903),
    "Kettlebridge Parkway": ("Kettlebridge", 1871),
    "Farrowby Cross": ("Farrowby", 1864),
    "Farrowby Market": ("Farrowby", 1881),
    "Marsh Tolling Road": ("Marsh Tolling", 1881),
    "Wrenfold Junction": ("Marsh Tolling", 1881),
    "Ashby Reach Halt": ("Ashby Reach", 1926),
    "Hollinsford Exchange": ("Hollinsford", 1866),
    "Hollinsford Abbey": ("Hollinsford", 1903),
    "Cinderbury Mill": ("Cinderbury", 1866),
    "Lanthorn Green": ("Lanthorn", 1903),
}
# Hand-written lines: name -> (operator, stations in calling order (the first and last are
# its termini), train models, depot, year opened)
LINES = {
    "Northern Main Line": (
        "Northmarch Rail",
        [
            "Oakfield Central Station",
            "Brackwater Junction",
            "Elmstead Halt",
            "Kettlebridge Parkway",
            "Kingsmoor",
            "Dunmore Castle Gate",
        ],
        ["Verrin Class 455", "Albrecht Falke"],
        "Brackwater Depot",
        1871,
    ),
    "Riverside Loop": (
        "Metro Oakfield",
        [
            "Oakfield Riverside",
            "Oakfield Central Station",
            "Brackwater Docks",
            "Oakfield Airport Parkway",
        ],
        ["Korvo K7 Tram"],
        "Oakfield Tram Depot",
        1902,
    ),
    "Airport Express": (
        "Metro Oakfield",
        ["Oakfield Central Station", "Oakfield Airport Parkway"],
        ["Tamsin Heron EMU"],
        "Oakfield Tram Depot",
        1974,
    ),
    "Coastway": (
        "Coastlink",
        [
            "Port Sallow Terminus",
            "Saltmarket",
            "Gullhaven Sands",
            "Redcliff Quay",
            "Brackwater Docks",
        ],
        ["Tamsin Heron EMU", "Skylark DMU"],
        "Gullhaven Sidings",
        1886,
    ),
    "Harbour Shuttle": (
        "Coastlink",
        ["Port Sallow Harbour", "Port Sallow Terminus", "Saltmarket"],
        ["Korvo K7 Tram"],
        "Gullhaven Sidings",
        1897,
    ),
    "Moorland Line": (
        "Moorland Railways",
        [
            "Dunmore Low Level",
            "Kingsmoor",
            "Kettlebridge Parkway",
            "Lanthorn Green",
            "Hollinsford Abbey",
        ],
        ["Skylark DMU", "Verrin Sprinter 150"],
        "Kingsmoor Shed",
        1903,
    ),
    "Fenland Line": (
        "FenRail",
        [
            "Farrowby Cross",
            "Farrowby Market",
            "Marsh Tolling Road",
            "Ashby Reach Halt",
            "Wrenfold Junction",
        ],
        ["Verrin Class 310", "Skylark DMU"],
        "Farrowby Depot",
        1881,
    ),
    "Wrenfold Branch": (
        "FenRail",
        ["Wrenfold Junction", "Elmstead Halt", "Brackwater Junction"],
        ["Verrin Class 310"],
        "Farrowby Depot",
        1926,
    ),
    "Westmere Express": (
        "Westmere Trains",
        [
            "Hollinsford Exchange",
            "Cinderbury Mill",
            "Lanthorn Green",
            "Kettlebridge Parkway",
            "Oakfield Central Station",
        ],
        ["Albrecht Sperber", "Albrecht Falke"],
        "Cinderbury Depot",
        1866,
    ),
    "Abbey Line": (
        "Westmere Trains",
        ["Hollinsford Abbey", "Hollinsford Exchange", "Cinderbury Mill"],
        ["Verrin Sprinter 150", "Tamsin Kite"],
        "Cinderbury Depot",
        1903,
    ),
    "Cross-Country Sleeper": (
        "Northmarch Rail",
        [
            "Port Sallow Terminus",
            "Farrowby Cross",
            "Oakfield Central Station",
            "Dunmore Castle Gate",
            "Hollinsford Exchange",
        ],
        ["Korvo Meridian"],
        "Brackwater Depot",
        1959,
    ),
}

# Filler: towns (each in a region), stations named from two word lists, and branch lines.
FILLER_TOWNS = [
    "Stowhampton",
    "Ridlington",
    "Bexcombe",
    "Allerby",
    "Corran",
    "Dewsford",
    "Eskwith",
    "Fennimore",
    "Glasby",
    "Harrowgate Vale",
    "Ivelthorpe",
    "Jessop's Ferry",
    "Keldholme",
    "Lowther Bay",
    "Mistlecombe",
    "Norby",
]
PREFIXES = [
    "Ash",
    "Birch",
    "Cold",
    "Deep",
    "Fair",
    "Green",
    "Hazel",
    "Iron",
    "Long",
    "Nether",
    "Pine",
    "Rook",
    "Stone",
    "Thorn",
    "Wood",
    "Yarrow",
    "Brook",
    "Fox",
]
ROOTS = ["combe", "ley", "well", "ford", "ham", "wick", "stow", "bury", "by", "field", "mouth"]
SUFFIXES = ["", "", "", " Halt", " Road", " Parkway", " North", " South", " Bridge", " Lane"]
N_FILLER_STATIONS = 150
N_FILLER_LINES = 14
LINE_KINDS = ["Branch", "Line", "Link", "Valley Line", "Stopper"]
# Hand-written stations a filler line may also call at (one at most).
SHARED_STATIONS = [
    "Brackwater Junction",
    "Kettlebridge Parkway",
    "Farrowby Market",
    "Redcliff Quay",
    "Cinderbury Mill",
    "Dunmore Low Level",
    "Ashby Reach Halt",
    "Lanthorn Green",
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    # Entities are keyed by kind and name while building; opaque ids replace the keys last.
    names = EntityKeys()
    key = names.key

    def town(name: str) -> str:
        return key("town", name)

    def year(y: int) -> str:
        return key("year", str(y))

    for region, capital in REGIONS.items():
        facts.append((key("region", region), CAPITAL, town(capital)))
    for name, region in TOWNS.items():
        facts.append((town(name), IN_REGION, key("region", region)))
    for name, hq in GROUPS.items():
        facts.append((key("co", name), HQ_CITY, town(hq)))
    for name, (hq, group) in OPERATORS.items():
        facts += [(key("co", name), HQ_CITY, town(hq)), (key("co", name), PARENT, key("co", group))]
    for name, (hq, plants) in MAKERS.items():
        facts.append((key("co", name), HQ_CITY, town(hq)))
        facts += [(key("co", name), PLANT, town(p)) for p in plants]
    for name, maker in TRAINS.items():
        facts.append((key("train", name), MAKER, key("co", maker)))
    for name, place in DEPOTS.items():
        facts.append((key("depot", name), LOCATED_IN, town(place)))
    for name, (place, opened) in STATIONS.items():
        facts += [
            (key("st", name), LOCATED_IN, town(place)),
            (key("st", name), OPENED, year(opened)),
        ]
    for name, (operator, calls, trains, depot, opened) in LINES.items():
        line = key("line", name)
        facts += [(line, OPERATED_BY, key("co", operator)), (line, DEPOT, key("depot", depot))]
        facts += [(line, STOPS_AT, key("st", s)) for s in calls]
        facts += [(line, TERMINUS, key("st", calls[0])), (line, TERMINUS, key("st", calls[-1]))]
        facts += [(line, ROLLING_STOCK, key("train", t)) for t in trains]
        facts.append((line, OPENED, year(opened)))

    # Filler towns, spread over the regions.
    regions = list(REGIONS)
    filler_towns = []
    for name in FILLER_TOWNS:
        facts.append((town(name), IN_REGION, key("region", rng.choice(regions))))
        filler_towns.append(name)

    # Filler stations: mostly in filler towns, some in the hand-written ones.
    taken = {n.split(" ")[0] for n in [*STATIONS, *TOWNS, *FILLER_TOWNS]}
    candidates = sorted({p + r + s for p in PREFIXES for r in ROOTS for s in SUFFIXES})
    candidates = [n for n in candidates if n.split(" ")[0] not in taken]
    station_names = [n for n in rng.sample(candidates, N_FILLER_STATIONS * 2) if n not in STATIONS]
    filler_stations = []
    for name in station_names:
        base = name.split(" ")[0]
        if any(f.split(" ")[0] == base for f in filler_stations):
            continue  # one station per base name, so a short form names one station
        filler_stations.append(name)
        if len(filler_stations) == N_FILLER_STATIONS:
            break
    for name in filler_stations:
        place = rng.choice(filler_towns) if rng.random() < 0.75 else rng.choice(list(TOWNS))
        facts += [
            (key("st", name), LOCATED_IN, town(place)),
            (key("st", name), OPENED, year(rng.randint(1850, 1935))),
        ]

    # Filler lines: each calls at 8-13 filler stations and sometimes one hand-written one.
    pool = list(filler_stations)
    rng.shuffle(pool)
    operators = list(OPERATORS)
    trains = list(TRAINS)
    depots = list(DEPOTS)
    used_line_names: set[str] = set()
    for i in range(N_FILLER_LINES):
        calls = pool[i * 10 : i * 10 + 10] + rng.sample(filler_stations, rng.randint(0, 3))
        calls = list(dict.fromkeys(calls))
        if rng.random() < 0.5:
            calls.insert(rng.randint(1, len(calls) - 1), rng.choice(SHARED_STATIONS))
        first = calls[0].split(" ")[0]
        name = f"{first} {rng.choice(LINE_KINDS)}"
        while name in used_line_names or name in LINES:
            name = f"{first} {rng.choice(LINE_KINDS)}"
        used_line_names.add(name)
        line = key("line", name)
        facts += [
            (line, OPERATED_BY, key("co", rng.choice(operators))),
            (line, DEPOT, key("depot", rng.choice(depots))),
            (line, OPENED, year(rng.randint(1855, 1960))),
        ]
        facts += [(line, STOPS_AT, key("st", s)) for s in calls]
        facts += [(line, TERMINUS, key("st", calls[0])), (line, TERMINUS, key("st", calls[-1]))]
        facts += [
            (line, ROLLING_STOCK, key("train", t)) for t in rng.sample(trains, rng.randint(1, 2))
        ]

    # Opaque ids, drawn with the seed.
    return with_opaque_ids(facts, names, rng, range(10000), "x{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
