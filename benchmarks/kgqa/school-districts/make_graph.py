"""Build the `school-districts` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional four-county patch of public school districts: counties and their towns,
districts (the counties they serve, their superintendent, the bus companies they contract
and those companies' parent groups), schools (district, town, principal, team nickname, the
school they feed into, the athletic conference of high schools, the colleges high schools run
dual-enrolment courses with), and educators (the universities they hold degrees from, the
schools they used to teach at). Every name and fact is invented. Counties, towns, districts,
superintendents, universities, conferences, bus companies and twenty-four schools with their
principals are written by hand below; a seeded generator adds filler towns, schools and
principals. Re-running the script rewrites the same files.

    python benchmarks/kgqa/school-districts/make_graph.py

The script is self-contained (it does not import the sets' shared helpers).
"""

from __future__ import annotations

import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 2609
ID_FORMAT = "sd!{:04d}"

# Relation labels, deliberately in styles no other set uses.
DISTRICT = "Is-In-District"  # school -> district
PRINCIPAL = "ex:principal"  # school -> principal
SUPER = "Superintendent"  # district -> superintendent
DEGREE = "EDU:degree"  # educator -> university they hold a degree from
FEEDS = "FeedsInto"  # school -> school its pupils move on to
CONF = "athletics/conference"  # high school -> athletic conference
NICK = "team-name"  # school -> team nickname
BUS = "transport_contract"  # district -> bus company
COUNTY = "http://k12.example.org/terms#servesCounty"  # district -> county
TOWN = "addr.town"  # school, university, bus company -> town
ADMIN = "ADMIN_AREA"  # town -> county
TAUGHT = "formerly taught at"  # educator -> school
DUAL = "DualEnrollmentWith"  # high school -> college / university
PARENT = "parentCo"  # bus company -> parent group

# Towns: name -> county
TOWNS = {
    "Harbor Springs": "Marlin County",
    "Eastlake": "Marlin County",
    "Millbrook": "Marlin County",
    "Cobalt Falls": "Marlin County",
    "Pikeville": "Pike County",
    "Red Oak": "Pike County",
    "Sandusky Flats": "Pike County",
    "Dorrance": "Pike County",
    "Greer City": "Greer County",
    "Alder Bend": "Greer County",
    "Fontana Ridge": "Greer County",
    "Wickett": "Greer County",
    "Tallow": "Tallow County",
    "Bramble Creek": "Tallow County",
    "Lindell": "Greer County",
    "North Haven": "Tallow County",
    "Juniper Gap": "Tallow County",
    "Osage Point": "Tallow County",
}
# Districts: name -> (counties served, towns, superintendent, bus companies)
DISTRICTS = {
    "Harbor Springs Unified School District": (
        ["Marlin County"],
        ["Harbor Springs", "Eastlake"],
        "Renata Okafor",
        ["Bluebird Transit Co."],
    ),
    "Millbrook-Cobalt Consolidated Schools": (
        ["Marlin County"],
        ["Millbrook", "Cobalt Falls"],
        "Gerald Whitcomb",
        ["Bluebird Transit Co.", "Lakeshore Coachways"],
    ),
    "Pikeville City Schools": (
        ["Pike County"],
        ["Pikeville"],
        "Dolores Ybarra",
        ["Red Oak Student Transport"],
    ),
    "Pike Valley School District": (
        ["Pike County"],
        ["Red Oak", "Sandusky Flats", "Dorrance"],
        "Marcus Feld",
        ["Red Oak Student Transport"],
    ),
    "Greer County Public Schools": (
        ["Greer County"],
        ["Greer City", "Alder Bend", "Fontana Ridge", "Wickett"],
        "Annette Szabo",
        ["Prairie Line Buses"],
    ),
    "Tallow Joint Unified": (
        ["Tallow County", "Greer County"],
        ["Tallow", "Bramble Creek", "Lindell"],
        "Howard Pruitt",
        ["Prairie Line Buses", "Lakeshore Coachways"],
    ),
    "North Haven Regional School District": (
        ["Tallow County"],
        ["North Haven", "Juniper Gap", "Osage Point"],
        "Keiko Lindqvist",
        ["Summit Pupil Transport"],
    ),
}
# Bus companies: name -> (depot town, parent group)
BUSES = {
    "Bluebird Transit Co.": ("Eastlake", "Coachstar Holdings"),
    "Lakeshore Coachways": ("Millbrook", "Coachstar Holdings"),
    "Red Oak Student Transport": ("Red Oak", "Verity Mobility Group"),
    "Prairie Line Buses": ("Greer City", "Verity Mobility Group"),
    "Summit Pupil Transport": ("North Haven", "Ardent Transit Partners"),
}
# Universities and colleges: name -> town
UNIVERSITIES = {
    "Marlin State University": "Harbor Springs",
    "Pike Valley College": "Pikeville",
    "Greer Teachers College": "Greer City",
    "University of Tallow": "Tallow",
    "North Haven Community College": "North Haven",
    "St. Brendan's University": "Eastlake",
}
CONFERENCES = [
    "Lakeshore Athletic Conference",
    "Tri-County League",
    "Prairie Eight Conference",
    "Timberline Conference",
    "Bluewater Athletic League",
]
NICKNAMES = ["Herons", "Otters", "Mustangs", "Foxes", "Rams", "Owls", "Timberwolves", "Badgers"]
NICKNAMES += ["Comets", "Wildcats", "Bobcats", "Falcons", "Hornets", "Cardinals"]
# Schools: name -> (district, town, principal, nickname, feeds into, conference, dual enrolment)
D_HS, D_MC, D_PC, D_PV = (
    "Harbor Springs Unified School District",
    "Millbrook-Cobalt Consolidated Schools",
    "Pikeville City Schools",
    "Pike Valley School District",
)
D_GC, D_TJ, D_NH = (
    "Greer County Public Schools",
    "Tallow Joint Unified",
    "North Haven Regional School District",
)
SCHOOLS = {
    "Harbor Springs High School": (
        D_HS,
        "Harbor Springs",
        "Thomas Achebe",
        "Herons",
        [],
        "Lakeshore Athletic Conference",
        ["Marlin State University", "St. Brendan's University"],
    ),
    "Eastlake Middle School": (
        D_HS,
        "Eastlake",
        "Janet Corrigan",
        "Herons",
        ["Harbor Springs High School"],
        None,
        [],
    ),
    "Seaview Elementary": (
        D_HS,
        "Harbor Springs",
        "Luis Carvajal",
        "Otters",
        ["Eastlake Middle School"],
        None,
        [],
    ),
    "Eastlake Elementary": (
        D_HS,
        "Eastlake",
        "Priya Raman",
        "Otters",
        ["Eastlake Middle School"],
        None,
        [],
    ),
    "Millbrook High School": (
        D_MC,
        "Millbrook",
        "Denise Whitaker",
        "Mustangs",
        [],
        "Lakeshore Athletic Conference",
        ["St. Brendan's University"],
    ),
    "Cobalt Falls Middle School": (
        D_MC,
        "Cobalt Falls",
        "Arthur Lindgren",
        "Mustangs",
        ["Millbrook High School"],
        None,
        [],
    ),
    "Millbrook Elementary": (
        D_MC,
        "Millbrook",
        "Sandra Kowalczyk",
        "Foxes",
        ["Cobalt Falls Middle School"],
        None,
        [],
    ),
    "Pikeville High School": (
        D_PC,
        "Pikeville",
        "Raymond Osei",
        "Rams",
        [],
        "Tri-County League",
        ["Pike Valley College"],
    ),
    "Lincoln Middle School": (
        D_PC,
        "Pikeville",
        "Helen Marchetti",
        "Rams",
        ["Pikeville High School"],
        None,
        [],
    ),
    "Garfield Elementary": (
        D_PC,
        "Pikeville",
        "Nathan Brooks",
        "Owls",
        ["Lincoln Middle School"],
        None,
        [],
    ),
    "Pike Valley High School": (
        D_PV,
        "Red Oak",
        "Carmen Delgado",
        "Timberwolves",
        [],
        "Tri-County League",
        [],
    ),
    "Sandusky Flats Middle School": (
        D_PV,
        "Sandusky Flats",
        "Victor Hale",
        None,
        ["Pike Valley High School"],
        None,
        [],
    ),
    "Red Oak Elementary": (
        D_PV,
        "Red Oak",
        "Bethany Nguyen",
        "Owls",
        ["Sandusky Flats Middle School"],
        None,
        [],
    ),
    "Dorrance Elementary": (
        D_PV,
        "Dorrance",
        "Walter Kim",
        "Badgers",
        ["Sandusky Flats Middle School"],
        None,
        [],
    ),
    "Greer City High School": (
        D_GC,
        "Greer City",
        "Lorraine Mbeki",
        "Comets",
        [],
        "Prairie Eight Conference",
        ["Greer Teachers College"],
    ),
    "Alder Bend High School": (
        D_GC,
        "Alder Bend",
        "Samuel Oduya",
        "Foxes",
        [],
        "Prairie Eight Conference",
        [],
    ),
    "Fontana Ridge Middle School": (
        D_GC,
        "Fontana Ridge",
        "Gail Brennan",
        "Comets",
        ["Greer City High School", "Alder Bend High School"],
        None,
        [],
    ),
    "Wickett Elementary": (
        D_GC,
        "Wickett",
        "Oscar Feliciano",
        "Badgers",
        ["Fontana Ridge Middle School"],
        None,
        [],
    ),
    "Tallow High School": (
        D_TJ,
        "Tallow",
        "Ingrid Solberg",
        "Wildcats",
        [],
        "Timberline Conference",
        ["University of Tallow"],
    ),
    "Bramble Creek Middle School": (
        D_TJ,
        "Bramble Creek",
        "Curtis Vaughn",
        "Wildcats",
        ["Tallow High School"],
        None,
        [],
    ),
    "Lindell Elementary": (
        D_TJ,
        "Lindell",
        "Mae Thornton",
        "Bobcats",
        ["Bramble Creek Middle School"],
        None,
        [],
    ),
    "North Haven High School": (
        D_NH,
        "North Haven",
        "Patrick Deveraux",
        "Falcons",
        [],
        "Bluewater Athletic League",
        ["North Haven Community College", "University of Tallow"],
    ),
    "Juniper Gap Middle School": (
        D_NH,
        "Juniper Gap",
        "Rosa Villanueva",
        "Falcons",
        ["North Haven High School"],
        None,
        [],
    ),
    "Osage Point Elementary": (
        D_NH,
        "Osage Point",
        "Elliot Strand",
        "Otters",
        ["Juniper Gap Middle School"],
        None,
        [],
    ),
}
# Educators: name -> (degrees from, schools formerly taught at)
EDUCATORS = {
    "Thomas Achebe": (["Marlin State University"], ["Millbrook High School"]),
    "Janet Corrigan": (["St. Brendan's University"], []),
    "Luis Carvajal": (
        ["Marlin State University", "Greer Teachers College"],
        ["Eastlake Elementary"],
    ),
    "Priya Raman": (["University of Tallow"], []),
    "Denise Whitaker": (["St. Brendan's University"], ["Harbor Springs High School"]),
    "Arthur Lindgren": (["Marlin State University"], []),
    "Sandra Kowalczyk": (["Pike Valley College"], ["Garfield Elementary"]),
    "Raymond Osei": (
        ["Pike Valley College", "Marlin State University"],
        ["Pike Valley High School"],
    ),
    "Helen Marchetti": (["Pike Valley College"], []),
    "Nathan Brooks": (["Greer Teachers College"], ["Red Oak Elementary"]),
    "Carmen Delgado": (["Pike Valley College"], ["Pikeville High School"]),
    "Victor Hale": (["University of Tallow"], []),
    "Bethany Nguyen": (["Greer Teachers College"], []),
    "Walter Kim": (["Pike Valley College"], ["Lincoln Middle School"]),
    "Lorraine Mbeki": (["Greer Teachers College", "University of Tallow"], []),
    "Samuel Oduya": (["Greer Teachers College"], ["Greer City High School"]),
    "Gail Brennan": (["North Haven Community College"], []),
    "Oscar Feliciano": (["Greer Teachers College"], []),
    "Ingrid Solberg": (["University of Tallow"], ["North Haven High School"]),
    "Curtis Vaughn": (["University of Tallow"], []),
    "Mae Thornton": (["North Haven Community College"], ["Wickett Elementary"]),
    "Patrick Deveraux": (
        ["University of Tallow", "Marlin State University"],
        ["Tallow High School"],
    ),
    "Rosa Villanueva": (["North Haven Community College"], []),
    "Elliot Strand": ([], ["Lindell Elementary"]),
    "Renata Okafor": (["Marlin State University"], ["Seaview Elementary"]),
    "Gerald Whitcomb": (["St. Brendan's University"], ["Harbor Springs High School"]),
    "Dolores Ybarra": (["Pike Valley College"], ["Pikeville High School"]),
    "Marcus Feld": (["Greer Teachers College"], []),
    "Annette Szabo": (["University of Tallow"], ["Alder Bend High School"]),
    "Howard Pruitt": (["University of Tallow"], ["Greer City High School"]),
    "Keiko Lindqvist": (
        ["North Haven Community College", "Marlin State University"],
        ["Osage Point Elementary"],
    ),
}

# Filler towns: name -> district they join
FILLER_TOWNS = {
    "Aspen Hollow": D_HS,
    "Bayard": D_MC,
    "Clearwater Mills": D_MC,
    "Dunmore": D_PC,
    "Elkhorn": D_PV,
    "Foxburg": D_GC,
    "Gable Junction": D_TJ,
    "Hatfield": D_TJ,
    "Ivanhoe": D_NH,
    "Kessler": D_NH,
}
FILLER_STEMS = ["Oakwood", "Maple Ridge", "Cedar Hill", "Willow Creek", "Prairie View", "Lakeside"]
FILLER_STEMS += ["Hawthorne", "Jefferson", "Roosevelt", "Sunnyslope", "Riverside", "Birchwood"]
FILLER_STEMS += ["Meadowbrook", "Highland", "Westgate", "Pinecrest", "Stonebridge", "Fairview"]
FILLER_STEMS += ["Brookside", "Summit", "Hillcrest", "Valley View", "Franklin", "Washington"]
FILLER_FIRST = ["Amanda", "Brian", "Carla", "Derek", "Elena", "Frank", "Gloria", "Hector"]
FILLER_FIRST += ["Irene", "Jerome", "Kendra", "Leon", "Monica", "Neil", "Opal", "Peter"]
FILLER_FIRST += ["Rachel", "Stuart", "Tanya", "Vincent", "Wanda", "Yusuf"]
FILLER_LAST = ["Abbott", "Baxter", "Castillo", "Dawson", "Ellison", "Fitzgerald", "Gomez"]
FILLER_LAST += ["Hargrove", "Iverson", "Jennings", "Kowalski", "Lambert", "Morrow", "Novak"]
FILLER_LAST += ["Ortega", "Pruett", "Quinlan", "Ramsey", "Sutton", "Tran", "Underwood", "Vance"]
N_FILLER_SCHOOLS = 84


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

    for name, county in TOWNS.items():
        facts.append((name, ADMIN, county))
    for name, (place, parent) in BUSES.items():
        facts += [(name, TOWN, place), (name, PARENT, parent)]
    for name, place in UNIVERSITIES.items():
        facts.append((name, TOWN, place))
    for name, (counties, _, sup, buses) in DISTRICTS.items():
        facts += [(name, COUNTY, c) for c in counties]
        facts.append((name, SUPER, sup))
        facts += [(name, BUS, b) for b in buses]
    for name, (district, place, head, nick, feeds, conf, dual) in SCHOOLS.items():
        facts += [(name, DISTRICT, district), (name, TOWN, place), (name, PRINCIPAL, head)]
        if nick:
            facts.append((name, NICK, nick))
        facts += [(name, FEEDS, f) for f in feeds]
        if conf:
            facts.append((name, CONF, conf))
        facts += [(name, DUAL, u) for u in dual]
    for name, (degrees, taught) in EDUCATORS.items():
        facts += [(name, DEGREE, u) for u in degrees]
        facts += [(name, TAUGHT, s) for s in taught]

    # Filler towns: a county among those their district serves.
    towns_of = {d: list(v[1]) for d, v in DISTRICTS.items()}
    for name, district in FILLER_TOWNS.items():
        facts.append((name, ADMIN, rng.choice(DISTRICTS[district][0])))
        towns_of[district].append(name)

    # Filler schools: a district, one of its towns, a level, a new principal.
    taken = {x for f in facts for x in (f[0], f[2])}
    people = [f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST]
    heads = unique_names(rng, people, N_FILLER_SCHOOLS, taken)
    levels = {"Elementary": [], "Middle School": [], "High School": []}
    for name, v in SCHOOLS.items():
        level = next(k for k in levels if name.endswith(k))
        levels[level].append((name, v[0]))
    districts = sorted(DISTRICTS)
    fillers: list[tuple[str, str, str, str]] = []
    while len(fillers) < N_FILLER_SCHOOLS:
        district = rng.choice(districts)
        place = rng.choice(towns_of[district])
        level = rng.choices(list(levels), weights=[6, 3, 1])[0]
        stem = rng.choice([*FILLER_STEMS, place])
        name = f"{stem} {level}"
        if name in taken:
            continue
        taken.add(name)
        fillers.append((name, district, place, level))
    for (name, district, place, level), head in zip(fillers, heads, strict=True):
        levels[level].append((name, district))
        facts += [(name, DISTRICT, district), (name, TOWN, place), (name, PRINCIPAL, head)]
        if rng.random() < 0.8:
            facts.append((name, NICK, rng.choice(NICKNAMES)))
        if level == "High School":
            facts.append((name, CONF, rng.choice(CONFERENCES)))
            if rng.random() < 0.4:
                facts.append((name, DUAL, rng.choice(sorted(UNIVERSITIES))))
        for u in rng.sample(sorted(UNIVERSITIES), rng.choice([1, 1, 1, 2])):
            facts.append((head, DEGREE, u))
        if rng.random() < 0.3:
            facts.append((head, TAUGHT, rng.choice(sorted(SCHOOLS))))
    # Filler elementary and middle schools feed a school one level up in their district.
    nxt = {"Elementary": "Middle School", "Middle School": "High School"}
    for name, district, _, level in fillers:
        if level in nxt:
            options = sorted(n for n, d in levels[nxt[level]] if d == district)
            if options:
                facts.append((name, FEEDS, rng.choice(options)))

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
