"""Build the `shipping` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional merchant fleet: ships with their flag states, the yards that built them, the
shipping lines that run them, their home ports and ports of call, their masters, the cargo
they carry and the canals and straits they pass; the lines' owners and head-office cities,
the yards' cities, the ports' cities, the masters' hometowns and every city's country.
Ship, line, owner and master names are invented (port, yard and city names are real places,
their facts are not). Twenty named ships are written by hand below; a seeded generator adds
filler ships around them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/shipping/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

FLAG = "flg"
YARD = "yardOfBuild"
OPERATOR = "OPR_BY"
HOME_PORT = "maritime.vessel.home_port"
MASTER = "http://sea.example.net/ont#master"
CARGO = "carries cargo"
TRANSIT = "transitsVia"
CALLS = "calls at"
YARD_CITY = "yard loc"
PORT_CITY = "situated in"
NATION = "NATN"
OWNER = "ownd"
SEAT = "seatCity"
HOMETOWN = "NATIVE_OF"

# city -> country
CITIES = {
    "Rotterdam": "Netherlands",
    "Amsterdam": "Netherlands",
    "Gorinchem": "Netherlands",
    "Hamburg": "Germany",
    "Bremen": "Germany",
    "Papenburg": "Germany",
    "Piraeus": "Greece",
    "Thessaloniki": "Greece",
    "Chios": "Greece",
    "Oslo": "Norway",
    "Bergen": "Norway",
    "Ulsteinvik": "Norway",
    "Copenhagen": "Denmark",
    "Aarhus": "Denmark",
    "Odense": "Denmark",
    "Singapore": "Republic of Singapore",
    "Busan": "South Korea",
    "Ulsan": "South Korea",
    "Geoje": "South Korea",
    "Shanghai": "China",
    "Ningbo": "China",
    "Dalian": "China",
    "Nagasaki": "Japan",
    "Yokohama": "Japan",
    "Kobe": "Japan",
    "Valletta": "Malta",
    "Marsaxlokk": "Malta",
    "Limassol": "Cyprus",
    "Southampton": "United Kingdom",
    "Felixstowe": "United Kingdom",
    "Belfast": "United Kingdom",
    "Glasgow": "United Kingdom",
    "Panama City": "Panama",
    "Colón": "Panama",
    "Monrovia": "Liberia",
    "Nassau": "Bahamas",
    "Freeport": "Bahamas",
    "Majuro": "Marshall Islands",
    "Split": "Croatia",
    "Rijeka": "Croatia",
    "Manila": "Philippines",
    "Cebu": "Philippines",
    "Mumbai": "India",
    "Odesa": "Ukraine",
}

# port -> city
PORTS = {
    "Port of Rotterdam": "Rotterdam",
    "Maasvlakte Terminal": "Rotterdam",
    "Port of Amsterdam": "Amsterdam",
    "Port of Hamburg": "Hamburg",
    "Bremerhaven Container Terminal": "Bremen",
    "Port of Piraeus": "Piraeus",
    "Thessaloniki Port": "Thessaloniki",
    "Oslo Havn": "Oslo",
    "Bergen Havn": "Bergen",
    "Port of Aarhus": "Aarhus",
    "Copenhagen Malmö Port": "Copenhagen",
    "Pasir Panjang Terminal": "Singapore",
    "Tanjong Pagar Terminal": "Singapore",
    "Busan New Port": "Busan",
    "Port of Ulsan": "Ulsan",
    "Yangshan Deep-Water Port": "Shanghai",
    "Waigaoqiao Terminal": "Shanghai",
    "Ningbo-Zhoushan Port": "Ningbo",
    "Port of Dalian": "Dalian",
    "Port of Yokohama": "Yokohama",
    "Port of Kobe": "Kobe",
    "Malta Freeport": "Marsaxlokk",
    "Grand Harbour": "Valletta",
    "Limassol New Port": "Limassol",
    "Port of Southampton": "Southampton",
    "Port of Felixstowe": "Felixstowe",
    "Manzanillo International Terminal": "Colón",
    "Balboa Port": "Panama City",
    "Freeport Container Port": "Freeport",
    "Port of Monrovia": "Monrovia",
    "Port of Mumbai": "Mumbai",
    "Port of Odesa": "Odesa",
}

# shipyard -> city
YARDS = {
    "Hyundai Heavy Industries": "Ulsan",
    "Samsung Heavy Industries": "Geoje",
    "Daewoo Shipbuilding": "Geoje",
    "Mitsubishi Nagasaki Shipyard": "Nagasaki",
    "Kawasaki Kobe Works": "Kobe",
    "Dalian Shipbuilding": "Dalian",
    "Jiangnan Shipyard": "Shanghai",
    "Hudong-Zhonghua": "Shanghai",
    "Meyer Werft": "Papenburg",
    "Blohm+Voss": "Hamburg",
    "Ulstein Verft": "Ulsteinvik",
    "Damen Shipyards": "Gorinchem",
    "Harland & Wolff": "Belfast",
    "Odense Steel Shipyard": "Odense",
    "Brodosplit": "Split",
}

# shipping line -> (owner, head-office city)
LINES = {
    "Nordstar Line": ("Nordstar Holdings", "Oslo"),
    "Blue Meridian Shipping": ("Meridian Capital Group", "Limassol"),
    "Aegean Star Lines": ("Vassilakis Family Trust", "Piraeus"),
    "Kestrel Container Line": ("Kestrel Holdings AS", "Bergen"),
    "Pacific Crest Lines": ("Pan-Asia Marine Investments", "Singapore"),
    "Orient Tide Shipping": ("Pan-Asia Marine Investments", "Busan"),
    "Hanseatic Bulk": ("Hanse Beteiligungen", "Hamburg"),
    "Coral Sea Carriers": ("Southern Cross Equity", "Singapore"),
    "Tasman Reefer Line": ("Southern Cross Equity", "Rotterdam"),
    "Baltic Star Tankers": ("Nordstar Holdings", "Copenhagen"),
    "Helios Maritime": ("Vassilakis Family Trust", "Piraeus"),
    "Lodestar Shipping": ("Atlas Maritime Partners", "Valletta"),
    "Atlas Ocean Lines": ("Atlas Maritime Partners", "Southampton"),
    "Chios Navigation": ("Vassilakis Family Trust", "Chios"),
}

CARGOES = [
    "containers",
    "crude oil",
    "liquefied natural gas",
    "iron ore",
    "grain",
    "coal",
    "cars and trucks",
    "refrigerated fruit",
    "chemicals",
    "timber",
]
PASSAGES = [
    "Suez Canal",
    "Panama Canal",
    "Strait of Malacca",
    "Strait of Gibraltar",
    "Kiel Canal",
    "Bosphorus",
    "Strait of Hormuz",
    "Dover Strait",
    "Bab-el-Mandeb",
]

# master -> hometown
MASTERS = {
    "Erik Solberg": "Bergen",
    "Ingrid Haugland": "Oslo",
    "Nikos Vassilakis": "Chios",
    "Dimitra Kouris": "Piraeus",
    "Yannis Papadakis": "Thessaloniki",
    "Jan de Vries": "Rotterdam",
    "Pieter Bakker": "Amsterdam",
    "Klaus Hoffmann": "Hamburg",
    "Anke Brandt": "Bremen",
    "Lars Mikkelsen": "Aarhus",
    "Mette Kjær": "Copenhagen",
    "Rodel Santos": "Manila",
    "Jomar Reyes": "Cebu",
    "Arnel Dizon": "Manila",
    "Ramon Villanueva": "Cebu",
    "Vikram Nair": "Mumbai",
    "Rohan Desai": "Mumbai",
    "Ante Marić": "Split",
    "Ivan Kovač": "Rijeka",
    "Oleksandr Bondar": "Odesa",
    "Dmytro Shevchuk": "Odesa",
    "Kim Jae-won": "Busan",
    "Park Min-ho": "Ulsan",
    "Takeshi Mori": "Kobe",
    "Hiroshi Tanaka": "Yokohama",
    "Chen Wei": "Shanghai",
    "Liu Yang": "Dalian",
    "Zhang Hao": "Ningbo",
    "Tan Boon Keng": "Singapore",
    "Joseph Camilleri": "Valletta",
    "Andreas Georgiou": "Limassol",
    "Fiona MacLeod": "Glasgow",
    "Tom Whitaker": "Southampton",
    "Sean Doherty": "Belfast",
    "Luis Herrera": "Colón",
    "Moses Kollie": "Monrovia",
    "Erik Lindqvist": "Bergen",
    "Kostas Lemos": "Chios",
    "Marco Bakker": "Rotterdam",
    "Jae-hyun Kim": "Busan",
    "Stavros Kouris": "Piraeus",
    "Sven Solberg": "Oslo",
    "Emil Hoffmann": "Hamburg",
    "Nikola Marić": "Rijeka",
    "Paolo Reyes": "Manila",
    "Wang Jun": "Shanghai",
    "Arjun Mehta": "Mumbai",
    "Hans Kjær": "Odense",
    "Daniel Tan": "Singapore",
    "Grace Kollie": "Monrovia",
}

# The named ships: flag, yard, operator, home port, master, cargoes, passages, ports of call.
SHIPS = [
    (
        "Kestrel",
        "Norway",
        "Ulstein Verft",
        "Kestrel Container Line",
        "Bergen Havn",
        "Erik Solberg",
        ["containers"],
        ["Kiel Canal", "Dover Strait"],
        ["Port of Rotterdam", "Port of Hamburg", "Port of Aarhus", "Port of Felixstowe"],
    ),
    (
        "Kestrel Bay",
        "Marshall Islands",
        "Hyundai Heavy Industries",
        "Kestrel Container Line",
        "Bergen Havn",
        "Erik Lindqvist",
        ["containers"],
        ["Suez Canal", "Strait of Malacca"],
        ["Pasir Panjang Terminal", "Port of Piraeus", "Port of Rotterdam"],
    ),
    (
        "Nordic Star",
        "Norway",
        "Meyer Werft",
        "Nordstar Line",
        "Oslo Havn",
        "Ingrid Haugland",
        ["cars and trucks"],
        ["Kiel Canal"],
        ["Port of Aarhus", "Copenhagen Malmö Port", "Port of Hamburg"],
    ),
    (
        "Aegean Star",
        "Greece",
        "Hudong-Zhonghua",
        "Aegean Star Lines",
        "Port of Piraeus",
        "Nikos Vassilakis",
        ["crude oil"],
        ["Bosphorus", "Suez Canal", "Strait of Hormuz"],
        ["Thessaloniki Port", "Limassol New Port", "Port of Mumbai"],
    ),
    (
        "Star of Piraeus",
        "Malta",
        "Daewoo Shipbuilding",
        "Aegean Star Lines",
        "Grand Harbour",
        "Dimitra Kouris",
        ["crude oil", "chemicals"],
        ["Strait of Gibraltar", "Suez Canal"],
        ["Port of Piraeus", "Malta Freeport", "Port of Rotterdam"],
    ),
    (
        "Blue Meridian",
        "Cyprus",
        "Samsung Heavy Industries",
        "Blue Meridian Shipping",
        "Limassol New Port",
        "Andreas Georgiou",
        ["liquefied natural gas"],
        ["Suez Canal", "Bab-el-Mandeb", "Strait of Hormuz"],
        ["Port of Mumbai", "Yangshan Deep-Water Port", "Port of Yokohama"],
    ),
    (
        "Meridian Dawn",
        "Liberia",
        "Samsung Heavy Industries",
        "Blue Meridian Shipping",
        "Limassol New Port",
        "Rodel Santos",
        ["liquefied natural gas"],
        ["Panama Canal"],
        ["Balboa Port", "Port of Yokohama", "Busan New Port"],
    ),
    (
        "Pacific Crest",
        "Republic of Singapore",
        "Jiangnan Shipyard",
        "Pacific Crest Lines",
        "Pasir Panjang Terminal",
        "Tan Boon Keng",
        ["containers"],
        ["Strait of Malacca", "Panama Canal"],
        [
            "Manzanillo International Terminal",
            "Yangshan Deep-Water Port",
            "Busan New Port",
            "Ningbo-Zhoushan Port",
        ],
    ),
    (
        "Orient Tide",
        "Panama",
        "Dalian Shipbuilding",
        "Orient Tide Shipping",
        "Busan New Port",
        "Kim Jae-won",
        ["iron ore"],
        ["Strait of Malacca"],
        ["Port of Dalian", "Port of Ulsan", "Port of Kobe"],
    ),
    (
        "Hanse Trader",
        "Germany",
        "Blohm+Voss",
        "Hanseatic Bulk",
        "Port of Hamburg",
        "Klaus Hoffmann",
        ["grain", "timber"],
        ["Kiel Canal", "Dover Strait", "Strait of Gibraltar"],
        ["Port of Amsterdam", "Oslo Havn", "Grand Harbour"],
    ),
    (
        "Hanse Pioneer",
        "Liberia",
        "Brodosplit",
        "Hanseatic Bulk",
        "Bremerhaven Container Terminal",
        "Ante Marić",
        ["coal", "iron ore"],
        ["Strait of Gibraltar", "Suez Canal"],
        ["Port of Mumbai", "Port of Rotterdam", "Thessaloniki Port"],
    ),
    (
        "Coral Princess",
        "Bahamas",
        "Mitsubishi Nagasaki Shipyard",
        "Coral Sea Carriers",
        "Tanjong Pagar Terminal",
        "Jomar Reyes",
        ["refrigerated fruit"],
        ["Strait of Malacca"],
        ["Port of Kobe", "Port of Yokohama", "Pasir Panjang Terminal"],
    ),
    (
        "Tasman Frost",
        "Netherlands",
        "Damen Shipyards",
        "Tasman Reefer Line",
        "Port of Rotterdam",
        "Jan de Vries",
        ["refrigerated fruit"],
        ["Panama Canal", "Dover Strait"],
        ["Balboa Port", "Manzanillo International Terminal", "Port of Southampton"],
    ),
    (
        "Baltic Star",
        "Denmark",
        "Odense Steel Shipyard",
        "Baltic Star Tankers",
        "Copenhagen Malmö Port",
        "Lars Mikkelsen",
        ["crude oil"],
        ["Kiel Canal", "Dover Strait"],
        ["Port of Rotterdam", "Port of Aarhus", "Oslo Havn"],
    ),
    (
        "Helios Spirit",
        "Malta",
        "Hyundai Heavy Industries",
        "Helios Maritime",
        "Port of Piraeus",
        "Yannis Papadakis",
        ["chemicals"],
        ["Bosphorus", "Suez Canal"],
        ["Port of Odesa", "Limassol New Port", "Malta Freeport"],
    ),
    (
        "Lodestar",
        "Malta",
        "Kawasaki Kobe Works",
        "Lodestar Shipping",
        "Malta Freeport",
        "Joseph Camilleri",
        ["containers"],
        ["Strait of Gibraltar", "Suez Canal", "Bab-el-Mandeb"],
        ["Port of Southampton", "Port of Mumbai", "Pasir Panjang Terminal"],
    ),
    (
        "Atlas Voyager",
        "United Kingdom",
        "Harland & Wolff",
        "Atlas Ocean Lines",
        "Port of Southampton",
        "Fiona MacLeod",
        ["cars and trucks"],
        ["Dover Strait", "Strait of Gibraltar"],
        ["Port of Felixstowe", "Bremerhaven Container Terminal", "Grand Harbour"],
    ),
    (
        "Chios Spirit",
        "Greece",
        "Mitsubishi Nagasaki Shipyard",
        "Chios Navigation",
        "Port of Piraeus",
        "Kostas Lemos",
        ["coal"],
        ["Strait of Malacca", "Suez Canal"],
        ["Port of Dalian", "Port of Piraeus"],
    ),
    (
        "Chios Star",
        "Liberia",
        "Dalian Shipbuilding",
        "Chios Navigation",
        "Port of Piraeus",
        "Stavros Kouris",
        ["grain"],
        ["Bosphorus"],
        ["Port of Odesa", "Thessaloniki Port", "Port of Monrovia"],
    ),
    (
        "Monrovia Trader",
        "Liberia",
        "Hudong-Zhonghua",
        "Atlas Ocean Lines",
        "Port of Monrovia",
        "Moses Kollie",
        ["timber", "iron ore"],
        ["Strait of Gibraltar"],
        ["Port of Southampton", "Port of Rotterdam", "Port of Amsterdam"],
    ),
]

FILLER_SHIPS = [
    "Northern Light",
    "Sea Falcon",
    "Ocean Pride",
    "Golden Gate Trader",
    "Silver Wave",
    "Blue Horizon",
    "Crimson Tide",
    "Emerald Bay",
    "Eastern Promise",
    "Western Spirit",
    "Polar Bear",
    "Sea Eagle",
    "Cape Town Express",
    "Harbour Queen",
    "Iron Duke",
    "Grain Carrier One",
    "Coal Pioneer",
    "Ocean Fortune",
    "Bright Star",
    "Morning Glory",
    "Evening Star",
    "Pacific Pearl",
    "Aegean Breeze",
    "Nordic Wind",
    "Baltic Trader",
    "Atlantic Dawn",
    "Indian Ocean Express",
    "Red Sea Voyager",
    "Malacca Spirit",
    "Jade Dragon",
    "Lucky Fortune",
    "Great Wall Carrier",
    "Sakura Maru",
    "Fuji Maru",
    "Hanjin Pride",
    "Seoul Express",
    "Andromeda",
    "Orion",
    "Cassiopeia",
    "Pegasus",
    "Poseidon",
    "Triton",
    "Nereus",
    "Halcyon",
    "Albatross",
    "Cormorant",
    "Petrel",
    "Osprey",
    "Tern",
    "Gannet",
]

FILLER_FLAGS = [
    "Panama",
    "Panama",
    "Liberia",
    "Liberia",
    "Marshall Islands",
    "Marshall Islands",
    "Malta",
    "Bahamas",
    "Cyprus",
    "Greece",
    "Republic of Singapore",
    "China",
    "Japan",
    "South Korea",
    "Norway",
    "Denmark",
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(20261202)
    keys = EntityKeys()
    facts: list[tuple[str, str, str]] = []

    def city(name: str) -> str:
        return keys.key("city", name)

    def port(name: str) -> str:
        return keys.key("port", name)

    ports = PORTS
    for name, country in CITIES.items():
        facts.append((city(name), NATION, keys.key("country", country)))
    for name, town in ports.items():
        facts.append((port(name), PORT_CITY, city(town)))
    for name, town in YARDS.items():
        facts.append((keys.key("yard", name), YARD_CITY, city(town)))
    for name, (owner, town) in LINES.items():
        facts.append((keys.key("line", name), OWNER, keys.key("owner", owner)))
        facts.append((keys.key("line", name), SEAT, city(town)))
    for name, town in MASTERS.items():
        facts.append((keys.key("master", name), HOMETOWN, city(town)))

    def ship(
        name: str,
        flag: str,
        yard: str,
        line: str,
        home: str,
        master: str | None,
        cargoes: list[str],
        passages: list[str],
        calls: list[str],
    ) -> None:
        s = keys.key("ship", name)
        facts.append((s, FLAG, keys.key("country", flag)))
        facts.append((s, YARD, keys.key("yard", yard)))
        facts.append((s, OPERATOR, keys.key("line", line)))
        facts.append((s, HOME_PORT, port(home)))
        if master is not None:
            facts.append((s, MASTER, keys.key("master", master)))
        facts.extend((s, CARGO, keys.key("cargo", c)) for c in cargoes)
        facts.extend((s, TRANSIT, keys.key("passage", p)) for p in passages)
        facts.extend((s, CALLS, port(p)) for p in calls if p != home)

    for row in SHIPS:
        ship(*row)

    # Filler ships: the masters not named above command one each, the rest have none listed.
    free_masters = [m for m in MASTERS if m not in {row[5] for row in SHIPS}]
    rng.shuffle(free_masters)
    port_names = sorted(ports)
    for i, name in enumerate(FILLER_SHIPS):
        ship(
            name,
            rng.choice(FILLER_FLAGS),
            rng.choice(sorted(YARDS)),
            rng.choice(sorted(LINES)),
            rng.choice(port_names),
            free_masters[i] if i < len(free_masters) else None,
            rng.sample(CARGOES, rng.choice([1, 1, 2])),
            rng.sample(PASSAGES, rng.choice([0, 1, 1, 2])),
            rng.sample(port_names, rng.choice([2, 3, 3, 4])),
        )
    return with_opaque_ids(facts, keys, rng, range(1000, 10000), "SH/{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
