"""Build the `frozen-volcanoes` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional volcano-monitoring world: countries and their towns, volcanoes (the volcanic arc
or field they belong to, the nearest town, the observatories that watch them), eruptions (the
volcano, the towns evacuated), observatories (the town they sit in, their director, the
agencies that pay for them, the instruments they deploy), instruments and their makers,
makers' and universities' home towns, and volcanologists (the observatory they work at, the
university of their doctorate, their doctoral supervisor). Every name and fact is invented.
Countries, towns, arcs, sixteen volcanoes, nine observatories, agencies, instruments, makers,
universities, eighteen volcanologists and twenty eruptions are written by hand below; a
seeded generator adds filler towns, volcanoes, eruptions and volcanologists. Re-running the
script rewrites the same files.

    python benchmarks/kgqa/frozen-volcanoes/make_graph.py

The script is self-contained (it does not import the sets' shared helpers).
"""

from __future__ import annotations

import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 8842
ID_FORMAT = "vo;{:04d}"

# Relation labels, deliberately in styles no other set uses.
ARC = "belongs.to.arc"  # volcano -> volcanic arc or field
NEAREST = "NEAREST-TOWN"  # volcano -> town
NATION = "in nation"  # town -> country
WATCHED = "Monitored By"  # volcano -> observatory
DIRECTOR = "http://volc.example.org/o#director"  # observatory -> volcanologist
WORKS = "works_at_obs"  # volcanologist -> observatory
PHD = "phd-from"  # volcanologist -> university
SUPERVISOR = "doktorvater"  # volcanologist -> doctoral supervisor (a volcanologist)
DEPLOYS = "deploys/sensor"  # observatory -> instrument
MAKER = "MFR"  # instrument -> maker
HQ = "hq"  # observatory, maker, university -> town
OF = "eruption of"  # eruption -> volcano
EVAC = "EVACUATED"  # eruption -> town evacuated
FUNDER = "paid for by"  # observatory -> agency

TOWNS = {
    "Halvarstad": "Veskaria",
    "Brennvik": "Veskaria",
    "Oskeby": "Veskaria",
    "Tindur": "Veskaria",
    "Grimsholt": "Veskaria",
    "Eldhaug": "Veskaria",
    "Port Aru": "Tamunu Islands",
    "Malevu": "Tamunu Islands",
    "Siva Bay": "Tamunu Islands",
    "Kolotai": "Tamunu Islands",
    "Orrhaven": "Orrland",
    "Dunmarrow": "Orrland",
    "Kettleness": "Orrland",
    "Stoneyford": "Orrland",
    "Cassano": "Cassevia",
    "Fumarella": "Cassevia",
    "Borgo Ceneri": "Cassevia",
    "Santa Lava": "Cassevia",
    "Nuvo": "Nuvolia",
    "Pelorin": "Nuvolia",
    "Ashgrove": "Nuvolia",
    "Mirecourt": "Nuvolia",
    "Valdés": "Nuvolia",
}
COUNTRIES = ["Veskaria", "Tamunu Islands", "Orrland", "Cassevia", "Nuvolia"]
ARCS = ["Veskar Arc", "Tamunu Ridge", "Orr Rift", "Cassevian Highlands Field"]
ARCS += ["Nuvolian Trench Arc", "Southern Ember Chain"]
# Volcanoes: name -> (arc, nearest town, observatories watching it)
HVO, VFS, TVW, PRM = (
    "Halvar Volcano Observatory",
    "Veskarian Institute of Earth Sciences Field Station",
    "Tamunu Volcano Watch",
    "Pacific Rim Monitoring Centre",
)
ORO, OCA, NGO, MSS, FGL = (
    "Orr Rift Observatory",
    "Osservatorio Cassevese",
    "Nuvolian Geohazard Observatory",
    "Mirecourt Seismic Station",
    "Fumarella Gas Lab",
)
VOLCANOES = {
    "Mount Halvar": ("Veskar Arc", "Halvarstad", [HVO]),
    "Brennfjell": ("Veskar Arc", "Brennvik", [HVO, VFS]),
    "Oskefell": ("Veskar Arc", "Oskeby", [VFS]),
    "Tindurkollur": ("Southern Ember Chain", "Tindur", [HVO]),
    "Aru Peak": ("Tamunu Ridge", "Port Aru", [TVW]),
    "Malevu Cone": ("Tamunu Ridge", "Malevu", [TVW]),
    "Kolotai Island Volcano": ("Tamunu Ridge", "Kolotai", [TVW, PRM]),
    "Orrmount": ("Orr Rift", "Orrhaven", [ORO]),
    "Dunmarrow Crater": ("Orr Rift", "Dunmarrow", [ORO]),
    "Kettleness Dome": ("Southern Ember Chain", "Kettleness", []),
    "Monte Fumo": ("Cassevian Highlands Field", "Fumarella", [OCA, FGL]),
    "Vulcanello di Ceneri": ("Cassevian Highlands Field", "Borgo Ceneri", [OCA]),
    "Santa Lava Caldera": ("Cassevian Highlands Field", "Santa Lava", [OCA, PRM]),
    "Mount Pelorin": ("Nuvolian Trench Arc", "Pelorin", [NGO]),
    "Ashgrove Volcano": ("Nuvolian Trench Arc", "Ashgrove", [NGO, MSS]),
    "Cerro Valdés": ("Nuvolian Trench Arc", "Valdés", [MSS]),
}
# Observatories: name -> (town, director, funders, instruments)
OBSERVATORIES = {
    HVO: (
        "Halvarstad",
        "Sigrun Eldar",
        ["Veskarian Met Office"],
        ["Kestrel BB-60 seismometer", "Tiltmaster T3 tiltmeter", "SpectraGas MultiGAS"],
    ),
    VFS: (
        "Eldhaug",
        "Bjarni Holt",
        ["Veskarian Met Office", "Nordic Geoscience Fund"],
        ["Kestrel BB-60 seismometer", "Orion GNSS receiver"],
    ),
    TVW: (
        "Siva Bay",
        "Mele Fonoti",
        ["Tamunu Disaster Office", "Pacific Hazards Trust"],
        ["Reef-Seis SP1 seismometer", "SpectraGas MultiGAS", "Skyeye thermal camera"],
    ),
    PRM: (
        "Port Aru",
        "Hiroshi Tanabe-Leal",
        ["Pacific Hazards Trust"],
        ["Orion GNSS receiver", "Reef-Seis SP1 seismometer", "Infrasound Array IA-4"],
    ),
    ORO: (
        "Stoneyford",
        "Fiona MacAskill",
        ["Orrland Geological Survey Agency"],
        ["Kestrel BB-60 seismometer", "Skyeye thermal camera", "Tiltmaster T3 tiltmeter"],
    ),
    OCA: (
        "Cassano",
        "Lucia Benedetti",
        ["Cassevian Civil Protection"],
        ["Vesuvia G2 gravimeter", "SpectraGas MultiGAS", "Kestrel BB-60 seismometer"],
    ),
    NGO: (
        "Nuvo",
        "Ana Quispe",
        ["Pacific Hazards Trust", "Nuvolian Science Council"],
        ["Orion GNSS receiver", "Infrasound Array IA-4", "Skyeye thermal camera"],
    ),
    MSS: (
        "Mirecourt",
        "Émile Rousset",
        ["Nuvolian Science Council"],
        ["Reef-Seis SP1 seismometer"],
    ),
    FGL: (
        "Fumarella",
        "Paolo Serra",
        ["Cassevian Civil Protection", "Nordic Geoscience Fund"],
        ["SpectraGas MultiGAS", "Vesuvia G2 gravimeter"],
    ),
}
# Instruments: name -> maker; makers: name -> town
INSTRUMENTS = {
    "Kestrel BB-60 seismometer": "Kestrel Geophysics",
    "Reef-Seis SP1 seismometer": "Kestrel Geophysics",
    "Tiltmaster T3 tiltmeter": "Borealis Instruments",
    "Orion GNSS receiver": "Orion Positioning",
    "SpectraGas MultiGAS": "Spectra Sensing",
    "Skyeye thermal camera": "Spectra Sensing",
    "Infrasound Array IA-4": "Borealis Instruments",
    "Vesuvia G2 gravimeter": "Vesuvia Strumenti",
}
MAKERS = {
    "Kestrel Geophysics": "Brennvik",
    "Borealis Instruments": "Orrhaven",
    "Orion Positioning": "Nuvo",
    "Spectra Sensing": "Cassano",
    "Vesuvia Strumenti": "Fumarella",
}
UNIVERSITIES = {
    "University of Halvarstad": "Halvarstad",
    "Orrhaven Institute of Technology": "Orrhaven",
    "Università di Cassano": "Cassano",
    "Nuvo National University": "Nuvo",
    "Tamunu College of Marine and Earth Science": "Malevu",
    "Dunmarrow School of Mines": "Dunmarrow",
}
# Volcanologists: name -> (observatory, doctorate university or None, supervisor or None)
PEOPLE = {
    "Sigrun Eldar": (HVO, "University of Halvarstad", "Gunnar Oskarsson"),
    "Gunnar Oskarsson": (VFS, "University of Halvarstad", None),
    "Bjarni Holt": (VFS, "Orrhaven Institute of Technology", "Fiona MacAskill"),
    "Mele Fonoti": (TVW, "Tamunu College of Marine and Earth Science", "Hiroshi Tanabe-Leal"),
    "Hiroshi Tanabe-Leal": (PRM, "Nuvo National University", "Ana Quispe"),
    "Fiona MacAskill": (ORO, "Dunmarrow School of Mines", "Alasdair Munro"),
    "Alasdair Munro": (ORO, "Dunmarrow School of Mines", None),
    "Lucia Benedetti": (OCA, "Università di Cassano", "Paolo Serra"),
    "Paolo Serra": (FGL, "Università di Cassano", None),
    "Ana Quispe": (NGO, "Nuvo National University", "Émile Rousset"),
    "Émile Rousset": (MSS, "Orrhaven Institute of Technology", "Alasdair Munro"),
    "Ingrid Valsdottir": (HVO, "University of Halvarstad", "Sigrun Eldar"),
    "Tavita Leiataua": (TVW, "University of Halvarstad", "Mele Fonoti"),
    "Chiara Rinaldi": (OCA, "Orrhaven Institute of Technology", "Lucia Benedetti"),
    "Mateo Huanca": (NGO, "Nuvo National University", "Ana Quispe"),
    "Rory Quillan": (ORO, "Orrhaven Institute of Technology", "Fiona MacAskill"),
    "Kalani Mahoe": (PRM, "Tamunu College of Marine and Earth Science", "Hiroshi Tanabe-Leal"),
    "Dagny Brekke": (VFS, None, "Bjarni Holt"),
}
# Eruptions: name -> (volcano, towns evacuated)
ERUPTIONS = {
    "Halvar 1973 eruption": ("Mount Halvar", ["Halvarstad", "Grimsholt"]),
    "Halvar 2011 eruption": ("Mount Halvar", ["Grimsholt"]),
    "Brennfjell 1996 eruption": ("Brennfjell", ["Brennvik"]),
    "Brennfjell 2022 eruption": ("Brennfjell", ["Brennvik", "Halvarstad"]),
    "Oskefell 2004 eruption": ("Oskefell", ["Oskeby", "Eldhaug"]),
    "Tindurkollur 1988 eruption": ("Tindurkollur", []),
    "Aru Peak 1999 eruption": ("Aru Peak", ["Port Aru"]),
    "Malevu Cone 2015 eruption": ("Malevu Cone", ["Malevu", "Siva Bay"]),
    "Kolotai 1982 eruption": ("Kolotai Island Volcano", ["Kolotai"]),
    "Kolotai 2020 eruption": ("Kolotai Island Volcano", ["Kolotai", "Siva Bay"]),
    "Orrmount 1961 eruption": ("Orrmount", ["Orrhaven"]),
    "Dunmarrow 2008 eruption": ("Dunmarrow Crater", ["Dunmarrow", "Stoneyford"]),
    "Monte Fumo 1944 eruption": ("Monte Fumo", ["Fumarella", "Borgo Ceneri"]),
    "Monte Fumo 2017 eruption": ("Monte Fumo", ["Fumarella"]),
    "Santa Lava 1991 eruption": ("Santa Lava Caldera", ["Santa Lava", "Cassano"]),
    "Pelorin 2002 eruption": ("Mount Pelorin", ["Pelorin"]),
    "Pelorin 2021 eruption": ("Mount Pelorin", ["Pelorin", "Ashgrove"]),
    "Ashgrove 1979 eruption": ("Ashgrove Volcano", ["Ashgrove", "Mirecourt"]),
    "Ashgrove 2013 eruption": ("Ashgrove Volcano", ["Ashgrove"]),
    "Valdés 1995 eruption": ("Cerro Valdés", ["Valdés"]),
}

FILLER_TOWNS = ["Asvik", "Bodafjord", "Lauvai", "Tepuka", "Glenmorrach", "Inverskail"]
FILLER_TOWNS += ["Roccalta", "Pietrafonda", "San Quirino", "Quebrada Honda"]
FILLER_STEMS = ["Skarva", "Hrafn", "Lomu", "Vaitele", "Ben Corrach", "Sgurr Dubh", "Pizzo Nero"]
FILLER_STEMS += ["Monte Grigio", "Cerro Ceniza", "Nevado Oscuro", "Ulfur", "Taviri", "Mount Brann"]
FILLER_STEMS += ["Falla", "Coire Ruadh", "Rocca Cenere", "Volcán Seco", "Kuhi", "Ljosfell"]
FILLER_STEMS += ["Mount Ebb"]
FILLER_KINDS = ["Cone", "Dome", "Crater", "Caldera", "Shield", "Peak"]
FILLER_FIRST = ["Aksel", "Birna", "Carlo", "Dalia", "Eirik", "Fetu", "Greta", "Hamish", "Ines"]
FILLER_FIRST += ["Joaquín", "Kaia", "Lorenzo", "Moana", "Niall", "Olaf", "Pita", "Rosa", "Sione"]
FILLER_FIRST += ["Thora", "Valentina"]
FILLER_LAST = ["Arnason", "Baird", "Cortés", "Dahl", "Esposito", "Faleolo", "Gunn", "Haukur"]
FILLER_LAST += ["Ibarra", "Jonsdottir", "Kerr", "Lupo", "Mamani", "Nygard", "Ortiz", "Pauga"]
FILLER_LAST += ["Quiroga", "Ross", "Sandoval", "Tuilagi"]
N_FILLER_VOLCANOES = 44
N_FILLER_ERUPTIONS = 72
N_FILLER_PEOPLE = 80


def unique_names(rng: random.Random, pool: list[str], n: int, taken: set[str]) -> list[str]:
    """n names drawn from pool without repeats and outside taken (which grows)."""
    out: list[str] = []
    for name in rng.sample(pool, len(pool)):
        if name not in taken:
            taken.add(name)
            out.append(name)
            if len(out) == n:
                return out
    raise ValueError("name pool too small")


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []

    for name, country in TOWNS.items():
        facts.append((name, NATION, country))
    for name, place in MAKERS.items():
        facts.append((name, HQ, place))
    for name, maker in INSTRUMENTS.items():
        facts.append((name, MAKER, maker))
    for name, place in UNIVERSITIES.items():
        facts.append((name, HQ, place))
    for name, (place, director, funders, instruments) in OBSERVATORIES.items():
        facts += [(name, HQ, place), (name, DIRECTOR, director)]
        facts += [(name, FUNDER, f) for f in funders]
        facts += [(name, DEPLOYS, i) for i in instruments]
    for name, (arc, town, observers) in VOLCANOES.items():
        facts += [(name, ARC, arc), (name, NEAREST, town)]
        facts += [(name, WATCHED, o) for o in observers]
    for name, (obs, phd, supervisor) in PEOPLE.items():
        facts.append((name, WORKS, obs))
        if phd:
            facts.append((name, PHD, phd))
        if supervisor:
            facts.append((name, SUPERVISOR, supervisor))
    for name, (volcano, towns) in ERUPTIONS.items():
        facts.append((name, OF, volcano))
        facts += [(name, EVAC, t) for t in towns]

    for name in FILLER_TOWNS:
        facts.append((name, NATION, rng.choice(COUNTRIES)))
    all_towns = [*TOWNS, *FILLER_TOWNS]
    observatories = sorted(OBSERVATORIES)
    taken = {x for f in facts for x in (f[0], f[2])}

    # Filler volcanoes: an arc, a nearest town, usually one observatory watching.
    pool = [f"{s} {k}" for s in FILLER_STEMS for k in FILLER_KINDS]
    volcanoes = unique_names(rng, pool, N_FILLER_VOLCANOES, taken)
    for name in volcanoes:
        facts += [(name, ARC, rng.choice(ARCS)), (name, NEAREST, rng.choice(all_towns))]
        for o in rng.sample(observatories, rng.choices([0, 1, 2], weights=[1, 12, 7])[0]):
            facts.append((name, WATCHED, o))
    # Filler eruptions of any volcano, now and then with evacuations.
    all_volcanoes = [*VOLCANOES, *volcanoes]
    n = 0
    while n < N_FILLER_ERUPTIONS:
        volcano = rng.choice(all_volcanoes)
        name = f"{volcano} {rng.randrange(1900, 2025)} eruption"
        if name in taken:
            continue
        taken.add(name)
        n += 1
        facts.append((name, OF, volcano))
        for t in rng.sample(all_towns, rng.choices([0, 1, 2], weights=[3, 5, 2])[0]):
            facts.append((name, EVAC, t))
    # Filler volcanologists: an observatory, usually a doctorate, often a supervisor.
    people = [f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST]
    unis = sorted(UNIVERSITIES)
    seniors = sorted(PEOPLE)
    for name in unique_names(rng, people, N_FILLER_PEOPLE, taken):
        facts.append((name, WORKS, rng.choice(observatories)))
        if rng.random() < 0.9:
            facts.append((name, PHD, rng.choice(unis)))
        if rng.random() < 0.7:
            facts.append((name, SUPERVISOR, rng.choice(seniors)))

    return opaque(facts, rng)


def opaque(
    facts: list[tuple[str, str, str]], rng: random.Random
) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """Replace names by opaque ids; entities map id -> name."""
    if len(set(facts)) != len(facts):
        raise ValueError("duplicate triple")
    names = sorted({x for f in facts for x in (f[0], f[2])})
    numbers = rng.sample(range(10000), len(names))
    ids = {n: ID_FORMAT.format(k) for n, k in zip(names, numbers, strict=True)}
    triples = [(ids[h], r, ids[t]) for h, r, t in facts]
    return triples, {ids[n]: n for n in names}


def write(
    triples: list[tuple[str, str, str]], entities: dict[str, str], folder: Path = HERE
) -> None:
    lines = ["head\trelation\ttail"] + ["\t".join(t) for t in triples]
    (folder / "triples.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    rows = sorted(entities.items(), key=lambda kv: kv[1].lower())
    lines = ["id\tname"] + [f"{i}\t{n}" for i, n in rows]
    (folder / "entities.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write(*build())
