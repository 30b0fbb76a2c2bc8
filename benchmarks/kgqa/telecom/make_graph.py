"""Build the `telecom` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional mobile telecom sector: network operators (MNOs) with their parent group, the
regulators that license them, the spectrum bands they hold, their roaming partners abroad,
their chief executive and the year they launched; virtual operators (MVNOs) with the host
network(s) they ride on; masts and cell sites with the network(s) that run them and the town
they stand in; towns with their region; handset models with their maker, the chipset
supplier(s) inside them and the operators that sell them; chief executives with the
universities they studied at. Every operator, group, person, town and product is invented.
The schema, the regions, towns, operators, groups, regulators, bands, people, handsets and a
core of masts with all their facts are written by hand below; a seeded generator draws the
filler masts, the shared masts and most of which operators sell which handsets. Re-running
the script rewrites the same files.

    python benchmarks/kgqa/telecom/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

# --- schema -----------------------------------------------------------------------------
HOST = "host_mno"  # virtual operator -> network operator whose radio network it uses
PARENT = "holdco"  # operator -> owning group
MAST_OP = "NETOP"  # mast / cell site -> operator that runs it (a shared mast has two)
MAST_TOWN = "erected_at"  # mast / cell site -> town
BAND = "spectrumHeld"  # network operator -> spectrum band it holds a licence for
ROAM = "roamsWith"  # domestic network operator -> foreign roaming partner
BOSS = "EXEC_HEAD"  # operator or group -> chief executive
UNI = "studied at"  # person -> university (a few have two)
MAKER = "handset.maker"  # handset model -> manufacturer
CHIP = "http://telco.example.net/t#chipsetFrom"  # handset model -> chipset supplier
SOLD = "sold through"  # handset model -> operator that sells it
REGULATOR = "reg.auth"  # operator -> regulator that licenses it
REGION = "rgn"  # town -> region
LAUNCH = "lnch"  # operator -> year it launched

# --- places -----------------------------------------------------------------------------
REGIONS: dict[str, list[str]] = {
    "Northvale": [
        "Calder Bridge",
        "Stonebridge",
        "Marrick",
        "Holt End",
        "Fennick",
        "Oxley Moor",
        "Brindlewick",
    ],
    "Westmoor": [
        "Tavistowe",
        "Pellham",
        "Wrenford",
        "Moorgate Cross",
        "Sallow",
        "Kingsmere",
        "Dunstan Halt",
    ],
    "Ashfold Coast": [
        "Port Ashfold",
        "Gullhaven",
        "Saltmarsh Quay",
        "Cray Bay",
        "Merriport",
        "Whitsand",
        "Lanyon",
    ],
    "The Lowmere": [
        "Mere Bridge",
        "Eelby",
        "Fenwater",
        "Rushden Cross",
        "Ambry",
        "Otterham",
        "St Giles in the Fen",
    ],
    "Eastwold": [
        "Wold Newton",
        "Castor",
        "Elmsworth",
        "Harlby",
        "Kingsford",
        "Thorne Ferry",
        "Brackley Green",
    ],
    "Carrick Hills": [
        "Carrick",
        "Glenmure",
        "Ardvale",
        "Rookhope",
        "Skelwith",
        "Tarnside",
        "High Carrick",
    ],
}

# --- regulators, groups, people ---------------------------------------------------------
ACA = "Albrenian Communications Authority"
NSO = "National Spectrum Office"
FENN = "Fennmark Telecom Board"
VASSALY = "Vassaly Communications Commission"
OSTRIA = "Ostrian Federal Network Agency"
LUSIRA = "Lusira Comms Regulator"

GROUPS: dict[str, str | None] = {  # owning group -> its chief executive
    "Corvane Group": "Edmund Tarrant",
    "Strand Communications plc": "Sabine Kolar",
    "Aldara Holdings": "Rafael Montoya",
    "Nordvik Telecom Group": "Astrid Lindqvist",
    "Meridian Global": "Kwame Asante",
    "Halcyon Capital": None,
    "Orvia Group": "Luca Ferrante",
}

PEOPLE: dict[str, list[str]] = {  # person -> universities
    "Miriam Okafor": ["Harwick University", "Lindenford Institute of Technology"],
    "Jonas Ekwall": ["Royal Polytechnic of Ashmere"],
    "Priya Raman": ["Harwick University"],
    "Callum Reid": ["University of Calder Bridge", "Mere Bridge University"],
    "Ines Carvalho": ["Port Ashfold Business School"],
    "Tobias Wren": ["Lindenford Institute of Technology"],
    "Hana Sato": ["Kingsmere College", "Harwick University"],
    "Dev Malhotra": ["Royal Polytechnic of Ashmere", "Lindenford Institute of Technology"],
    "Edmund Tarrant": ["Kingsmere College"],
    "Sabine Kolar": ["University of Vassaly"],
    "Rafael Montoya": ["Port Ashfold Business School"],
    "Astrid Lindqvist": ["Fennmark School of Economics"],
    "Kwame Asante": ["Harwick University"],
    "Luca Ferrante": ["University of Vassaly"],
    "Georgia Bell": ["University of Calder Bridge"],
    "Omar Haddad": ["Harwick University"],
    "Lena Brandt": ["Lindenford Institute of Technology"],
    "Ruairi Doyle": ["University of Calder Bridge", "Port Ashfold Business School"],
    "Tess Morgan": ["Kingsmere College", "Port Ashfold Business School"],
    "Ayo Bankole": ["Royal Polytechnic of Ashmere"],
    "Charlotte Ng": ["Port Ashfold Business School"],
    "Felix Amsel": ["Mere Bridge University", "Lindenford Institute of Technology"],
    "Nadia Petrova": ["Mere Bridge University"],
    "Sam Whitlock": ["Kingsmere College", "University of Calder Bridge"],
    "Yusuf Demir": ["Lindenford Institute of Technology"],
    "Ingrid Solberg": ["Fennmark School of Economics"],
    "Mateus Rocha": ["University of Lusira"],
    "Pieter Vos": ["University of Vassaly", "Harwick University"],
    "Elena Marchetti": ["University of Lusira"],
    "Hugo Laine": ["Fennmark School of Economics", "University of Vassaly"],
}

BANDS = [
    "700 MHz",
    "800 MHz",
    "900 MHz",
    "1400 MHz",
    "1800 MHz",
    "2100 MHz",
    "2300 MHz",
    "2600 MHz",
    "3.5 GHz",
    "26 GHz",
]

# network operator -> (group, regulators, launch year, chief executive, bands, roaming partners)
MNOS: dict[str, tuple[str | None, list[str], str, str, list[str], list[str]]] = {
    "Corvane Mobile": (
        "Corvane Group",
        [ACA, NSO],
        "1994",
        "Miriam Okafor",
        ["700 MHz", "800 MHz", "1800 MHz", "2100 MHz", "2600 MHz", "3.5 GHz"],
        [
            "Fenntel",
            "Orvia Mobile",
            "Ostrianet",
            "Lusicom",
            "Ferro Mobile",
            "Strand Alpina",
            "Aldara Mobil",
        ],
    ),
    "Telstrand": (
        "Strand Communications plc",
        [ACA],
        "1991",
        "Jonas Ekwall",
        ["800 MHz", "900 MHz", "1800 MHz", "2100 MHz", "2600 MHz", "3.5 GHz"],
        ["Nordvik Mobil", "Vassa Cell", "Strand Alpina", "Telvia", "Orvia Ostria"],
    ),
    "Bluewave Cellular": (
        "Aldara Holdings",
        [ACA],
        "1999",
        "Priya Raman",
        ["800 MHz", "1800 MHz", "2100 MHz", "2600 MHz"],
        ["Aldara Mobil", "Vassa Cell", "Lusicom", "Nordvik Mobil", "Orvia Ostria"],
    ),
    "Northlink Mobile": (
        "Nordvik Telecom Group",
        [ACA, NSO],
        "2003",
        "Callum Reid",
        ["700 MHz", "900 MHz", "1800 MHz", "2600 MHz", "3.5 GHz"],
        ["Nordvik Mobil", "Fenntel", "Orvia Mobile", "Meridian Lusira"],
    ),
    "Vox Alba": (
        None,
        [ACA],
        "2008",
        "Ines Carvalho",
        ["900 MHz", "1800 MHz", "2100 MHz", "2300 MHz"],
        ["Ferro Mobile", "Telvia", "Aldara Mobil", "Orvia Ostria"],
    ),
    "Skyrell": (
        "Aldara Holdings",
        [ACA],
        "2012",
        "Tobias Wren",
        ["700 MHz", "1800 MHz", "2600 MHz", "3.5 GHz", "26 GHz"],
        ["Aldara Mobil", "Ostrianet", "Fenntel", "Telvia", "Vassa Cell"],
    ),
    "Meridian Telecom": (
        "Meridian Global",
        [ACA, NSO],
        "1988",
        "Hana Sato",
        ["800 MHz", "900 MHz", "1400 MHz", "1800 MHz", "2100 MHz", "3.5 GHz"],
        ["Ostrianet", "Meridian Lusira", "Nordvik Mobil", "Orvia Mobile", "Strand Alpina"],
    ),
    "Pulse Wireless": (None, [NSO], "2016", "Dev Malhotra", ["3.5 GHz", "26 GHz"], []),
}

# virtual operator -> (host networks, group, launch year, chief executive)
MVNOS: dict[str, tuple[list[str], str | None, str, str | None]] = {
    "Tally Mobile": (["Telstrand"], "Halcyon Capital", "2010", "Georgia Bell"),
    "Kite SIM": (["Corvane Mobile"], None, "2014", "Omar Haddad"),
    "Ember Mobile": (["Bluewave Cellular"], "Halcyon Capital", "2009", "Lena Brandt"),
    "Hearth Talk": (["Meridian Telecom"], None, "2006", "Ruairi Doyle"),
    "GoodLine": (["Telstrand", "Northlink Mobile"], None, "2017", "Tess Morgan"),
    "Parrot Mobile": (["Corvane Mobile"], None, "2011", "Ayo Bankole"),
    "Lumo": (["Skyrell"], "Aldara Holdings", "2019", "Charlotte Ng"),
    "Sprig Mobile": (["Vox Alba"], None, "2015", "Felix Amsel"),
    "Fairtalk": (["Meridian Telecom"], "Strand Communications plc", "2004", "Nadia Petrova"),
    "Bridgeway Mobile": (["Northlink Mobile"], None, "2013", "Sam Whitlock"),
    "Zing by Corvane": (["Corvane Mobile"], "Corvane Group", "2018", None),
    "Mosaic Mobile": (["Bluewave Cellular", "Skyrell"], None, "2020", "Yusuf Demir"),
}

# foreign operator (roaming partner) -> (group, regulator, launch year, chief executive)
FOREIGN: dict[str, tuple[str | None, str, str, str | None]] = {
    "Nordvik Mobil": ("Nordvik Telecom Group", FENN, "1993", "Ingrid Solberg"),
    "Fenntel": (None, FENN, "1990", "Hugo Laine"),
    "Aldara Mobil": ("Aldara Holdings", FENN, "2001", None),
    "Orvia Mobile": ("Orvia Group", VASSALY, "1995", "Pieter Vos"),
    "Vassa Cell": (None, VASSALY, "1999", None),
    "Ferro Mobile": (None, VASSALY, "2010", None),
    "Orvia Ostria": ("Orvia Group", OSTRIA, "2004", None),
    "Ostrianet": ("Meridian Global", OSTRIA, "1996", None),
    "Strand Alpina": ("Strand Communications plc", OSTRIA, "2002", None),
    "Lusicom": (None, LUSIRA, "1992", "Mateus Rocha"),
    "Telvia": ("Orvia Group", LUSIRA, "1998", "Elena Marchetti"),
    "Meridian Lusira": ("Meridian Global", LUSIRA, "2006", None),
}

# --- handsets ---------------------------------------------------------------------------
# handset model -> (maker, chipset suppliers)
HANDSETS: dict[str, tuple[str, list[str]]] = {
    "Orinda A5": ("Orinda", ["Mediaplex"]),
    "Orinda A7 Pro": ("Orinda", ["Quarion"]),
    "Orinda Fold 2": ("Orinda", ["Quarion"]),
    "Orinda A3 Lite": ("Orinda", ["Hailong Micro"]),
    "Valtek Nova 7": ("Valtek", ["Valtek"]),
    "Valtek Nova 8": ("Valtek", ["Valtek", "Quarion"]),
    "Valtek Lite 4": ("Valtek", ["Mediaplex"]),
    "Valtek Nova 8 Ultra": ("Valtek", ["Quarion"]),
    "Suneo Z3": ("Suneo", ["Siltera"]),
    "Suneo Z4 Ultra": ("Suneo", ["Siltera", "Quarion"]),
    "Suneo Mini": ("Suneo", ["Siltera"]),
    "Pyxis P10": ("Pyxis Electronics", ["Mediaplex"]),
    "Pyxis P12": ("Pyxis Electronics", ["Quarion"]),
    "Pyxis Rugged X": ("Pyxis Electronics", ["Exyon Semiconductor"]),
    "Halden One": ("Halden Devices", ["Quarion"]),
    "Halden Two": ("Halden Devices", ["Quarion"]),
    "Halden Flip": ("Halden Devices", ["Mediaplex"]),
    "Marlo M1": ("Marlo", ["Hailong Micro"]),
    "Marlo M2 Plus": ("Marlo", ["Hailong Micro", "Mediaplex"]),
    "Marlo Go": ("Marlo", ["Hailong Micro"]),
    "Teknoa 5": ("Teknoa", ["Exyon Semiconductor"]),
    "Teknoa 6": ("Teknoa", ["Exyon Semiconductor"]),
    "Teknoa Classic": ("Teknoa", ["Mediaplex"]),
    "Kiyomi K9": ("Kiyomi", ["Siltera"]),
    "Kiyomi K10": ("Kiyomi", ["Quarion"]),
    "Kiyomi Air": ("Kiyomi", ["Mediaplex"]),
    "Kiyomi K10 Pro": ("Kiyomi", ["Quarion"]),
    "Bramble B2": ("Bramble", ["Hailong Micro"]),
    "Bramble Senior": ("Bramble", ["Mediaplex"]),
    "Suneo Z4": ("Suneo", ["Siltera"]),
    "Orinda Note 3": ("Orinda", ["Mediaplex", "Quarion"]),
    "Teknoa 7 Outdoor": ("Teknoa", ["Exyon Semiconductor", "Mediaplex"]),
    "Bramble B3": ("Bramble", ["Hailong Micro"]),
    "Halden Three": ("Halden Devices", ["Siltera"]),
    "Orinda A9": ("Orinda", ["Quarion"]),
    "Suneo Z5": ("Suneo", ["Siltera"]),
    "Kiyomi K11": ("Kiyomi", ["Quarion", "Siltera"]),
    "Valtek Nova 9": ("Valtek", ["Valtek"]),
    "Pyxis P12 Max": ("Pyxis Electronics", ["Quarion"]),
}

# hand-written: who sells these handsets (the rest are drawn)
SOLD_BY_HAND: dict[str, list[str]] = {
    "Halden Flip": ["Telstrand", "Tally Mobile", "Hearth Talk"],
    "Pyxis Rugged X": ["Northlink Mobile", "Bridgeway Mobile"],
    "Bramble Senior": ["Hearth Talk", "Fairtalk", "Meridian Telecom"],
    "Suneo Z4 Ultra": ["Corvane Mobile", "Telstrand", "Skyrell", "Meridian Telecom"],
    "Valtek Nova 7": ["Corvane Mobile", "Vox Alba", "Sprig Mobile", "Kite SIM", "Telstrand"],
    "Kiyomi K10 Pro": ["Pulse Wireless", "Skyrell"],
    "Marlo Go": ["Sprig Mobile", "Parrot Mobile", "Lumo", "Vox Alba"],
}

# operator -> the handset brands it ranges (each of their models is drawn in or out)
RANGES: dict[str, list[str]] = {
    "Corvane Mobile": ["Orinda", "Valtek", "Suneo", "Kiyomi"],
    "Telstrand": ["Orinda", "Valtek", "Halden Devices", "Suneo"],
    "Bluewave Cellular": ["Valtek", "Kiyomi", "Pyxis Electronics", "Marlo"],
    "Northlink Mobile": ["Pyxis Electronics", "Orinda", "Teknoa"],
    "Vox Alba": ["Valtek", "Marlo", "Bramble", "Teknoa"],
    "Skyrell": ["Suneo", "Kiyomi", "Orinda"],
    "Meridian Telecom": ["Orinda", "Suneo", "Bramble", "Halden Devices"],
    "Tally Mobile": ["Halden Devices", "Marlo", "Teknoa"],
    "Kite SIM": ["Valtek", "Orinda"],
    "Ember Mobile": ["Marlo", "Pyxis Electronics", "Kiyomi"],
    "Hearth Talk": ["Bramble", "Halden Devices"],
    "GoodLine": ["Teknoa", "Marlo", "Orinda"],
    "Parrot Mobile": ["Marlo", "Teknoa", "Valtek"],
    "Lumo": ["Kiyomi", "Marlo"],
    "Sprig Mobile": ["Marlo", "Valtek", "Teknoa"],
    "Fairtalk": ["Bramble", "Orinda"],
    "Bridgeway Mobile": ["Pyxis Electronics", "Teknoa"],
    "Zing by Corvane": ["Orinda", "Valtek"],
    "Mosaic Mobile": ["Suneo", "Kiyomi", "Pyxis Electronics"],
}

# --- masts ------------------------------------------------------------------------------
# hand-written core masts: name -> (operators, town)
CORE_MASTS: dict[str, tuple[list[str], str]] = {
    "Greyhill Mast": (["Corvane Mobile", "Telstrand"], "Calder Bridge"),
    "Calder Bridge Exchange": (["Meridian Telecom"], "Calder Bridge"),
    "Calder Bridge Station Road": (["Northlink Mobile"], "Calder Bridge"),
    "Pulse Castor Rooftop": (["Pulse Wireless"], "Castor"),
    "Pulse Kingsford Tower": (["Pulse Wireless"], "Kingsford"),
    "Pulse Port Ashfold Hub": (["Pulse Wireless"], "Port Ashfold"),
    "Pulse Harbour Arm": (["Pulse Wireless"], "Port Ashfold"),
    "Pulse Mere Bridge Rooftop": (["Pulse Wireless"], "Mere Bridge"),
    "Pulse Kingsmere Depot": (["Pulse Wireless"], "Kingsmere"),
    "Gullhaven Lighthouse Site": (["Vox Alba", "Skyrell"], "Gullhaven"),
    "Gullhaven Quay": (["Vox Alba"], "Gullhaven"),
    "Rookhope Fell Mast": (["Northlink Mobile", "Corvane Mobile"], "Rookhope"),
    "Rookhope Quarry": (["Northlink Mobile"], "Rookhope"),
    "Beacon Knoll": (["Skyrell"], "Elmsworth"),
    "Skelwith Tarn Mast": (["Meridian Telecom"], "Skelwith"),
}

LANDMARKS = [
    "Pike Fell",
    "Crow Edge",
    "Windy Nook",
    "Gallows Hill",
    "Ravensclough",
    "Harker's Rigg",
    "Bell Tor",
    "Summerlees",
    "Black Moss",
    "Coldharbour",
    "Larkrise",
    "Hob's Cross",
    "Whinny Hill",
    "Fiddler's Green",
    "Broad Oak",
    "Tinker's Rest",
    "Scar Top",
    "Ling Moor",
    "Heron's Reach",
    "Sheepwash",
    "Old Beacon",
    "Raven Seat",
    "Ash Howe",
    "Stony Rigg",
]
MAST_SUFFIX = [
    "Water Tower",
    "Exchange",
    "Retail Park",
    "Church Spire",
    "Industrial Estate",
    "Station Road",
    "Mill Lane",
    "Business Park",
    "Hospital Roof",
    "Football Ground",
    "Quarry",
    "Gasworks",
]

# network operator -> (filler masts, regions it builds in)
COVERAGE: dict[str, tuple[int, list[str]]] = {
    "Corvane Mobile": (19, list(REGIONS)),
    "Telstrand": (19, list(REGIONS)),
    "Meridian Telecom": (17, list(REGIONS)),
    "Bluewave Cellular": (15, ["Northvale", "Westmoor", "Eastwold", "The Lowmere"]),
    "Northlink Mobile": (11, ["Northvale", "Carrick Hills"]),
    "Vox Alba": (9, ["Ashfold Coast", "Westmoor"]),
    "Skyrell": (11, ["Eastwold", "The Lowmere", "Ashfold Coast"]),
}


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(20417)
    facts: list[tuple[str, str, str]] = []

    town_region = {t: r for r, towns in REGIONS.items() for t in towns}
    for town, region in town_region.items():
        facts.append((town, REGION, region))

    for group, boss in GROUPS.items():
        if boss:
            facts.append((group, BOSS, boss))
    for person, unis in PEOPLE.items():
        facts += [(person, UNI, u) for u in unis]

    for op, (group, regs, year, boss, bands, partners) in MNOS.items():
        if group:
            facts.append((op, PARENT, group))
        facts += [(op, REGULATOR, r) for r in regs]
        facts.append((op, LAUNCH, year))
        facts.append((op, BOSS, boss))
        facts += [(op, BAND, b) for b in bands]
        facts += [(op, ROAM, p) for p in partners]
    for op, (hosts, group, year, boss) in MVNOS.items():
        facts += [(op, HOST, h) for h in hosts]
        if group:
            facts.append((op, PARENT, group))
        facts.append((op, REGULATOR, ACA))
        facts.append((op, LAUNCH, year))
        if boss:
            facts.append((op, BOSS, boss))
    for op, (group, reg, year, boss) in FOREIGN.items():
        if group:
            facts.append((op, PARENT, group))
        facts.append((op, REGULATOR, reg))
        facts.append((op, LAUNCH, year))
        if boss:
            facts.append((op, BOSS, boss))

    for phone, (maker, chips) in HANDSETS.items():
        facts.append((phone, MAKER, maker))
        facts += [(phone, CHIP, c) for c in chips]
    for phone, (maker, _) in HANDSETS.items():
        if phone in SOLD_BY_HAND:
            shops = SOLD_BY_HAND[phone]
        else:
            stockists = [op for op, brands in RANGES.items() if maker in brands]
            shops = [op for op in stockists if rng.random() < 0.9] or [rng.choice(stockists)]
        facts += [(phone, SOLD, op) for op in shops]

    used: set[str] = set()
    for mast, (ops, town) in CORE_MASTS.items():
        used.add(mast)
        facts += [(mast, MAST_OP, op) for op in ops]
        facts.append((mast, MAST_TOWN, town))
    landmarks = list(LANDMARKS)
    rng.shuffle(landmarks)
    for op, (count, regions) in COVERAGE.items():
        towns = [t for r in regions for t in REGIONS[r]]
        for _ in range(count):
            town = rng.choice(towns)
            if landmarks and rng.random() < 0.3:
                mast = f"{landmarks.pop()} Mast"
            else:
                mast = f"{town} {rng.choice(MAST_SUFFIX)}"
                while mast in used:
                    mast = f"{town} {rng.choice(MAST_SUFFIX)}"
            used.add(mast)
            facts.append((mast, MAST_OP, op))
            if rng.random() < 0.3:
                region = town_region[town]
                others = [o for o, (_, rs) in COVERAGE.items() if o != op and region in rs]
                facts.append((mast, MAST_OP, rng.choice(others)))
            facts.append((mast, MAST_TOWN, town))

    return name_facts(facts, rng, range(0, 10000), "tc#{:04d}".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
