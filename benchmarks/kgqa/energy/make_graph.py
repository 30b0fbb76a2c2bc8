"""Build the `energy` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional electricity sector: power stations with their fuel, the company that runs them,
the substation they deliver into, the maker of their turbines, their site lead (plant
manager), the town they stand in and the year they came online; power companies with their
owning group and the regulators that license them; transmission links with the substations
at their ends; substations with their town and the grid operator that balances them; towns
with their region; engineers with the university they graduated from; turbine makers with
their home town or city. Every station, company and person is invented. The schema, the
regions, towns, companies, makers, regulators, operators and a core of stations and people
are written by hand below; a seeded generator draws the filler facts. Re-running the script
rewrites the same files.

    python benchmarks/kgqa/energy/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

FUEL = "gen.fuel"
FEEDS = "http://grid.example.org/o#feedsInto"
RUN_CO = "UTIL"
GROUP = "holding company"
OEM = "oem"
LEAD = "site_lead"
TOWN = "twn"
REGION = "admin area"
ENDS = "ENDPT"
BALANCER = "balancingAuthority"
LICENCE = "licensed by"
SCHOOL = "grad_of"
MAKER_HOME = "mkr.home"
ONLINE = "COD"

# region -> towns
REGIONS = {
    "Highcairn": ["Dunmorrow", "Kilbracken", "Aberfeld", "Strathwick", "Glenroe"],
    "Lowfen": ["Marshby", "Wexholme", "Fenstanton Cross", "Thurlby Reach", "Eelbrook"],
    "Corrie Coast": ["Port Ellan", "Saltcombe", "Greyhaven", "Mareby", "Tidewick"],
    "Ardmuir": ["Ardmuir Town", "Balloch Ferry", "Craigmount", "Inverlea", "Rothay"],
    "Tressel Valley": ["Tresselford", "Coldbrook", "Hemsley", "Ashcombe", "Varrow"],
    "Brannock": ["Brannock Bridge", "Oldcastle Moor", "Pellingham", "Sudworth", "Yarnby"],
    "Kestral Plains": ["Kestral", "Dunham Flats", "Broadmere", "Calder End", "Whitlow"],
    "Southholm": ["Southholm Quay", "Penhallow", "Carrick Vale", "Lostwen", "Marazion Down"],
}

# grid operator -> regions it balances
OPERATORS = {
    "Highland Grid Operator": ["Highcairn", "Ardmuir"],
    "Fenway Transmission": ["Lowfen"],
    "CoastLink Grid": ["Corrie Coast", "Southholm"],
    "Midland System Operator": ["Tressel Valley", "Brannock"],
    "Plainsnet ISO": ["Kestral Plains"],
}

# owning groups
GROUPS = [
    "Auren Energy Group",
    "Trivane plc",
    "Castellan Infrastructure Partners",
    "Morrow & Pike",
    "Solvane Capital",
    "Nordheim Kraft AG",
]

# power company -> (owning group or None, regulators)
RUNNERS = {
    "Highcairn Power": ("Auren Energy Group", ["Northern Energy Board"]),
    "Fenland Electric": ("Trivane plc", ["Office of Power Markets"]),
    "Coastal Generation Ltd": ("Castellan Infrastructure Partners", ["Coastal Power Commission"]),
    "Brightwater Renewables": (
        "Auren Energy Group",
        ["Office of Power Markets", "Coastal Power Commission"],
    ),
    "Tressel Energy": ("Morrow & Pike", ["Office of Power Markets"]),
    "Kestral Wind Co-op": (None, ["Office of Power Markets"]),
    "Atomic Energy Generation Corp": (
        "Nordheim Kraft AG",
        ["Nuclear Safety Inspectorate", "Office of Power Markets"],
    ),
    "Ardmuir Hydro": ("Auren Energy Group", ["Northern Energy Board"]),
    "SunField Power": ("Solvane Capital", ["Office of Power Markets"]),
    "Brannock Gas & Light": ("Trivane plc", ["Office of Power Markets"]),
    "Southholm Energy": ("Castellan Infrastructure Partners", ["Coastal Power Commission"]),
    "Greenmantle Generation": (
        "Morrow & Pike",
        ["Northern Energy Board", "Office of Power Markets"],
    ),
    "Polar Current": ("Nordheim Kraft AG", ["Northern Energy Board"]),
    "Lowland Thermal": (None, ["Office of Power Markets"]),
}

# turbine maker -> (home, kinds of plant it equips)
MAKERS = {
    "Vestrand": ("Aarhus", ["wind"]),
    "Gorlan Wind Systems": ("Tidewick", ["wind"]),
    "Kaltmann Turbinen": ("Erlangen", ["thermal", "nuclear"]),
    "Hoshida Heavy Industries": ("Nagasaki", ["thermal", "nuclear", "hydro"]),
    "Aurelio Energia": ("Bilbao", ["wind", "thermal"]),
    "Northstar Dynamics": ("Craigmount", ["thermal"]),
    "Tamsk Hydro Works": ("Tresselford", ["hydro"]),
    "Boreal Machines": ("Trondheim", ["hydro", "wind"]),
}

UNIVERSITIES = [
    "University of Dunmorrow",
    "Greyhaven Institute of Technology",
    "Kestral State University",
    "Royal Ardmuir College",
    "Tresselford Polytechnic",
    "Imperial Mining School",
    "Southholm University",
    "Brannock Technical University",
]

ENGINEERS = [
    "Moira Kettleby",
    "Rhys Abernathy",
    "Ingrid Solberg",
    "Tomasz Wilk",
    "Fatima Ouedraogo",
    "Callum Drysdale",
    "Priya Raman",
    "Henrik Aalto",
    "Beatrix Lorne",
    "Osei Mensah",
    "Declan Furlong",
    "Ana Ruiz-Torres",
    "Kenji Moriyama",
    "Lorna Baird",
    "Victor Haldane",
    "Siobhan Quirke",
    "Mateus Carvalho",
    "Elin Pryce",
    "Dmitri Volkov",
    "Grace Achterberg",
    "Hamish Tulloch",
    "Yusuf Demir",
    "Nora Lindqvist",
    "Patrick Oyelaran",
    "Celia Marchetti",
    "Ewan Strachan",
    "Mei Ling Tan",
    "Arjun Bhattacharya",
    "Freya Halvorsen",
    "Gideon Marsh",
    "Isla Farquhar",
    "Luca Benedetti",
    "Ruth Okafor",
    "Stellan Berg",
    "Tamsin Polglase",
    "Wojciech Nowak",
    "Zara Whitcombe",
    "Bram de Vries",
    "Carys Llewellyn",
    "Duncan MacRae",
    "Esther Goldberg",
    "Felix Ambrose",
    "Hana Kobayashi",
    "Ivo Petrov",
    "Jonas Ekdahl",
]

# fuel -> kind of plant (for the turbine makers)
FUELS = {
    "natural gas": "thermal",
    "coal": "thermal",
    "lignite": "thermal",
    "fuel oil": "thermal",
    "biomass": "thermal",
    "nuclear fission": "nuclear",
    "wind": "wind",
    "solar": "solar",
    "hydro": "hydro",
}

# transmission links (endpoints drawn below)
LINKS = [
    "Corran Interconnector",
    "Ridgeway 400 kV Circuit",
    "Greyfell Tie",
    "Hollin Cross Link",
    "Saltmarsh Spur",
    "Northern Backbone",
    "Fen Loop",
    "Westerly 275 kV Circuit",
    "Kestral Ring North",
    "Kestral Ring South",
    "Causeway HVDC",
    "Brannock Feeder",
    "Tressel Trunk",
    "Coast Road Circuit",
    "Muir Crossing",
    "Glen Link",
    "Harbourline 132",
    "Penhallow Spur",
    "Moorland Tie",
    "Valley Interconnector",
    "Eelbrook Radial",
    "Summit Circuit",
    "Old Quarry Link",
    "Twin Rivers Tie",
    "Ferry Cable",
    "Highway 400",
    "Cairn Spine",
    "Marsh Link East",
    "Southern Arc",
    "Cross-Plains Circuit",
]

# hand-written core stations: name -> (fuels, runner, maker or None, lead, town, year, substations)
CORE = {
    "Harrowgate Power Station": (
        ["coal"],
        "Lowland Thermal",
        "Kaltmann Turbinen",
        "Moira Kettleby",
        "Marshby",
        "1971",
        None,
    ),
    "Carrow Point": (
        ["natural gas", "fuel oil"],
        "Coastal Generation Ltd",
        "Hoshida Heavy Industries",
        "Rhys Abernathy",
        "Port Ellan",
        "1998",
        None,
    ),
    "Skerrow Bank Wind Farm": (
        ["wind"],
        "Brightwater Renewables",
        "Vestrand",
        "Ingrid Solberg",
        "Saltcombe",
        "2014",
        None,
    ),
    "Ben Tarra Dam": (
        ["hydro"],
        "Ardmuir Hydro",
        "Tamsk Hydro Works",
        "Callum Drysdale",
        "Balloch Ferry",
        "1958",
        None,
    ),
    "Wexholme Nuclear": (
        ["nuclear fission"],
        "Atomic Energy Generation Corp",
        "Kaltmann Turbinen",
        "Henrik Aalto",
        "Wexholme",
        "1983",
        None,
    ),
    "Dunham Flats Solar Park": (
        ["solar"],
        "SunField Power",
        None,
        "Priya Raman",
        "Dunham Flats",
        "2019",
        None,
    ),
    "Oldcastle Moor Station": (
        ["lignite"],
        "Brannock Gas & Light",
        "Northstar Dynamics",
        "Tomasz Wilk",
        "Oldcastle Moor",
        "1966",
        None,
    ),
    "Pellingham CCGT": (
        ["natural gas"],
        "Brannock Gas & Light",
        "Aurelio Energia",
        "Tomasz Wilk",
        "Pellingham",
        "2003",
        None,
    ),
    "Greenmantle Biomass": (
        ["biomass", "coal"],
        "Greenmantle Generation",
        "Northstar Dynamics",
        "Beatrix Lorne",
        "Hemsley",
        "1989",
        None,
    ),
    "Kestral Ridge Wind": (
        ["wind"],
        "Kestral Wind Co-op",
        "Gorlan Wind Systems",
        "Osei Mensah",
        "Kestral",
        "2009",
        None,
    ),
}

STEMS = [
    "Aldbury",
    "Black Tarn",
    "Corsley",
    "Drummond Head",
    "Elderslie",
    "Foxhollow",
    "Garth Mill",
    "Hawkridge",
    "Inchmore",
    "Jessop's Hill",
    "Kinloss Sound",
    "Langstone",
    "Mallow Fen",
    "Nethercote",
    "Orrin Falls",
    "Pinehurst",
    "Quarry Bank",
    "Redmire",
    "Sallow Cross",
    "Thornley",
    "Ullswick",
    "Vale of Emmer",
    "Windle Edge",
    "Yeoford",
    "Amberley Fields",
    "Blackrock",
    "Cloughton",
    "Deepdale",
    "Eastwold",
    "Fernleigh",
    "Gallow Hill",
    "Holm Sands",
    "Ivybridge Lane",
    "Kettlewell",
    "Lyne Water",
    "Marram Dunes",
    "Northsea Array",
    "Ottery",
    "Pitchcombe",
    "Ravenglass Ridge",
    "Shawbury",
    "Tarn Beck",
    "Upton Marsh",
    "Wendover Flats",
    "Brockhurst",
    "Caldwell",
    "Dunstan Ness",
    "Erne Point",
    "Falstone",
    "Greythorne",
    "Hartcliffe",
    "Islay Sound",
    "Knockan",
    "Loxley",
    "Mossend",
    "Norbury Edge",
    "Oakhanger",
    "Pennard",
    "Rushmere",
    "Stanlow Marsh",
    "Tolsta",
    "Wrayton",
    "Yelland",
    "Ashgill",
    "Birkdale Sands",
    "Cresswell",
    "Dalwhinnie",
    "Eskmeals",
    "Fordhouses",
]

SUFFIX = {
    "thermal": ["Power Station", "Generating Station", "Energy Centre", "Power Station"],
    "gas": ["Power Station", "CCGT", "Energy Centre", "CCGT"],
    "nuclear": ["Power Station", "Nuclear"],
    "wind": ["Wind Farm", "Wind Park", "Offshore Wind"],
    "solar": ["Solar Park", "Solar Farm"],
    "hydro": ["Hydro Scheme", "Dam", "Pumped Storage"],
}


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(4127)
    facts: list[tuple[str, str, str]] = []

    town_region = {t: r for r, towns in REGIONS.items() for t in towns}
    for town, region in town_region.items():
        facts.append((town, REGION, region))
    region_operator = {r: op for op, regions in OPERATORS.items() for r in regions}

    # substations: one or two per region's towns
    substations: dict[str, str] = {}
    for region, towns in REGIONS.items():
        for town in rng.sample(towns, 5 if region in ("Lowfen", "Corrie Coast") else 4):
            substations[f"{town} Substation"] = town
    for sub, town in substations.items():
        facts.append((sub, TOWN, town))
        facts.append((sub, BALANCER, region_operator[town_region[town]]))
    subs_in = {r: [s for s, t in substations.items() if town_region[t] == r] for r in REGIONS}

    for link in LINKS:
        ends = rng.sample(sorted(substations), rng.choice([2, 2, 2, 2, 3]))
        facts += [(link, ENDS, s) for s in ends]

    for runner, (group, regulators) in RUNNERS.items():
        if group:
            facts.append((runner, GROUP, group))
        facts += [(runner, LICENCE, reg) for reg in regulators]

    for maker, (home, _) in MAKERS.items():
        facts.append((maker, MAKER_HOME, home))

    for eng in ENGINEERS:
        facts.append((eng, SCHOOL, rng.choice(UNIVERSITIES)))
    # two engineers with two degrees
    facts.append(("Priya Raman", SCHOOL, "Imperial Mining School"))
    facts.append(("Henrik Aalto", SCHOOL, "Royal Ardmuir College"))

    def add_plant(name, fuels, runner, maker, lead, town, year, subs):
        for f in fuels:
            facts.append((name, FUEL, f))
        facts.append((name, RUN_CO, runner))
        if maker:
            facts.append((name, OEM, maker))
        facts.append((name, LEAD, lead))
        facts.append((name, TOWN, town))
        facts.append((name, ONLINE, year))
        if subs is None:
            local = subs_in[town_region[town]]
            subs = rng.sample(local, rng.choice([1, 1, 1, 2]))
        facts.extend((name, FEEDS, s) for s in subs)

    for name, spec in CORE.items():
        add_plant(name, *spec)

    fuel_runners = {
        "thermal": [
            "Lowland Thermal",
            "Coastal Generation Ltd",
            "Tressel Energy",
            "Brannock Gas & Light",
            "Highcairn Power",
            "Fenland Electric",
            "Greenmantle Generation",
            "Southholm Energy",
        ],
        "nuclear": ["Atomic Energy Generation Corp", "Polar Current"],
        "wind": [
            "Brightwater Renewables",
            "Kestral Wind Co-op",
            "Greenmantle Generation",
            "Polar Current",
            "Southholm Energy",
        ],
        "solar": ["SunField Power", "Brightwater Renewables", "Tressel Energy"],
        "hydro": ["Ardmuir Hydro", "Highcairn Power", "Polar Current"],
    }
    fuel_pool = (
        ["natural gas"] * 6
        + ["coal"] * 3
        + ["lignite", "fuel oil", "biomass"]
        + ["nuclear fission"] * 2
        + ["wind"] * 6
        + ["solar"] * 4
        + ["hydro"] * 3
    )
    towns = sorted(town_region)
    leads = ENGINEERS[10:]
    for stem in STEMS:
        fuel = rng.choice(fuel_pool)
        kind = FUELS[fuel]
        fuels = [fuel]
        if fuel == "natural gas" and rng.random() < 0.25:
            fuels.append("fuel oil")
        if fuel == "coal" and rng.random() < 0.4:
            fuels.append("biomass")
        name = f"{stem} {rng.choice(SUFFIX['gas' if fuel == 'natural gas' else kind])}"
        makers = [m for m, (_, kinds) in MAKERS.items() if kind in kinds]
        maker = rng.choice(makers) if kind != "solar" else None
        year_lo = {"wind": 1995, "solar": 2008, "nuclear": 1962, "hydro": 1930, "thermal": 1955}[
            kind
        ]
        year = str(rng.randint(year_lo, 2023))
        add_plant(
            name,
            fuels,
            rng.choice(fuel_runners[kind]),
            maker,
            rng.choice(leads),
            rng.choice(towns),
            year,
            None,
        )

    return name_facts(facts, rng, range(0, 10000), "pw.{:04d}.e".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
