"""Write the ski-resorts KGQA set: ski resorts, their lifts and pistes, ski schools and races.

The places, resorts, operating companies, lift makers, ski schools, instructors, rental shops,
ski clubs, races and sponsors and their facts are written by hand below; the lifts, the pistes
and the guests are filler drawn with a fixed seed. The questions are written by name at the end;
every answer is computed from the question's path and checked against the answer written beside
it. Run: python benchmarks/kgqa/ski-resorts/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6271
Fact = tuple[str, str, str]

COUNTRIES = {"Valdora": None, "Kesterland": None}
REGIONS = {
    "Upper Sarn": "Valdora",
    "Merrow Vale": "Valdora",
    "Feldhorn": "Valdora",
    "Ostmark Hills": "Kesterland",
    "Lindra": "Kesterland",
    "Cold Reach": "Kesterland",
}
TOWNS = {
    "Upper Sarn": ["Sarnbrück", "Holzach", "Tannegg", "Bleiswil"],
    "Merrow Vale": ["Merrowby", "Kettlecombe", "Ashgill", "Druman"],
    "Feldhorn": ["Feldkirch Alm", "Rotwand", "Obersee", "Zellhof"],
    "Ostmark Hills": ["Ostbury", "Harnfell", "Brackendale", "Wyndholt"],
    "Lindra": ["Lindholm", "Saltvik", "Eskerby", "Norrgard"],
    "Cold Reach": ["Frostwick", "Caddon", "Ullswick", "Marrowgate"],
}
# group -> head-office town
GROUPS = {"Alpenhaus Holding": "Sarnbrück", "Northpeak Leisure plc": "Lindholm"}
# company -> (parent group or None, head-office town)
COMPANIES = {
    "Sarntal Bergbahnen": ("Alpenhaus Holding", "Holzach"),
    "Feldhorn Lifts AG": ("Alpenhaus Holding", "Zellhof"),
    "Merrow Mountain Co": (None, "Merrowby"),
    "Snowline Resorts": ("Northpeak Leisure plc", "Ostbury"),
    "Cold Reach Ski Ltd": ("Northpeak Leisure plc", "Caddon"),
    "Lindra Fjellselskap": (None, "Saltvik"),
}
# resort -> (nearest town, operating company, pass partner or None, patrol chief)
RESORTS = {
    "Sarnhorn": ("Tannegg", "Sarntal Bergbahnen", "Rotwand Glacier", "Urs Baumli"),
    "Bleiswil Peaks": ("Bleiswil", "Sarntal Bergbahnen", None, "Fritzi Amsler"),
    "Rotwand Glacier": ("Rotwand", "Feldhorn Lifts AG", "Sarnhorn", "Jonas Kälin"),
    "Obersee Ski Arena": ("Obersee", "Feldhorn Lifts AG", None, "Lea Gisler"),
    "Kettle Fell": ("Kettlecombe", "Merrow Mountain Co", "Harnfell Heights", "Duncan Orme"),
    "Harnfell Heights": ("Harnfell", "Snowline Resorts", "Kettle Fell", "Maisie Clegg"),
    "Wyndholt Bowl": ("Wyndholt", "Snowline Resorts", None, "Gareth Pye"),
    "Frostwick Ridge": ("Frostwick", "Cold Reach Ski Ltd", "Norrgard Fjell", "Isla Marr"),
    "Ullswick Top": ("Ullswick", "Cold Reach Ski Ltd", None, "Callum Reay"),
    "Norrgard Fjell": ("Norrgard", "Lindra Fjellselskap", "Frostwick Ridge", "Sigrid Holm"),
}
# lift maker -> country
LIFT_MAKERS = {
    "Doppelkabel": "Valdora",
    "Alpitec Seilbahn": "Valdora",
    "Hoist & Hale": "Kesterland",
    "Nordlift": "Kesterland",
}
LIFT_KINDS = ["chairlift", "gondola", "T-bar", "button lift", "magic carpet"]
GRADES = ["green", "blue", "red", "black"]
# certifying body -> town
BODIES = {
    "Valdoran Snowsports Guild": "Sarnbrück",
    "Kesterland Ski Instructors Board": "Lindholm",
    "Alpine Teaching Federation": "Zellhof",
}
# ski school -> (resort, director)
SCHOOLS = {
    "Sarnhorn Skischule": ("Sarnhorn", "Beat Zwahlen"),
    "Glacier Pro Ski": ("Rotwand Glacier", "Vreni Tschudi"),
    "Obersee Snowsports": ("Obersee Ski Arena", "Marco Fehr"),
    "Kettle Fell Ski School": ("Kettle Fell", "Alison Brearley"),
    "Harnfell Snow Academy": ("Harnfell Heights", "Owen Tasker"),
    "Wyndholt Ski & Board": ("Wyndholt Bowl", "Kerry Naylor"),
    "Frostwick Snow School": ("Frostwick Ridge", "Ewan Tulloch"),
    "Norrgard Skiskole": ("Norrgard Fjell", "Ingrid Vangen"),
}
# instructor -> (school, certifying body, home town, who trained them or None)
INSTRUCTORS = {
    "Beat Zwahlen": ("Sarnhorn Skischule", "Valdoran Snowsports Guild", "Tannegg", None),
    "Vreni Tschudi": ("Glacier Pro Ski", "Alpine Teaching Federation", "Rotwand", "Beat Zwahlen"),
    "Marco Fehr": ("Obersee Snowsports", "Alpine Teaching Federation", "Obersee", "Beat Zwahlen"),
    "Alison Brearley": (
        "Kettle Fell Ski School",
        "Kesterland Ski Instructors Board",
        "Ashgill",
        None,
    ),
    "Owen Tasker": (
        "Harnfell Snow Academy",
        "Kesterland Ski Instructors Board",
        "Harnfell",
        "Alison Brearley",
    ),
    "Kerry Naylor": (
        "Wyndholt Ski & Board",
        "Kesterland Ski Instructors Board",
        "Brackendale",
        "Owen Tasker",
    ),
    "Ewan Tulloch": ("Frostwick Snow School", "Kesterland Ski Instructors Board", "Caddon", None),
    "Ingrid Vangen": ("Norrgard Skiskole", "Alpine Teaching Federation", "Eskerby", "Ewan Tulloch"),
    "Nina Roth": ("Sarnhorn Skischule", "Valdoran Snowsports Guild", "Holzach", "Beat Zwahlen"),
    "Luca Brunner": ("Sarnhorn Skischule", "Alpine Teaching Federation", "Bleiswil", "Nina Roth"),
    "Selina Odermatt": ("Glacier Pro Ski", "Valdoran Snowsports Guild", "Zellhof", "Vreni Tschudi"),
    "Tobias Imhof": (
        "Glacier Pro Ski",
        "Alpine Teaching Federation",
        "Feldkirch Alm",
        "Vreni Tschudi",
    ),
    "Fabienne Wyss": ("Obersee Snowsports", "Valdoran Snowsports Guild", "Obersee", "Marco Fehr"),
    "Rhys Fairbairn": (
        "Kettle Fell Ski School",
        "Kesterland Ski Instructors Board",
        "Kettlecombe",
        "Alison Brearley",
    ),
    "Hannah Lowther": (
        "Kettle Fell Ski School",
        "Alpine Teaching Federation",
        "Druman",
        "Rhys Fairbairn",
    ),
    "Jack Hebden": (
        "Harnfell Snow Academy",
        "Kesterland Ski Instructors Board",
        "Wyndholt",
        "Owen Tasker",
    ),
    "Poppy Ainscough": (
        "Harnfell Snow Academy",
        "Kesterland Ski Instructors Board",
        "Ostbury",
        "Jack Hebden",
    ),
    "Declan Moss": (
        "Wyndholt Ski & Board",
        "Alpine Teaching Federation",
        "Wyndholt",
        "Kerry Naylor",
    ),
    "Fiona Baird": (
        "Frostwick Snow School",
        "Kesterland Ski Instructors Board",
        "Frostwick",
        "Ewan Tulloch",
    ),
    "Ruaridh Keir": (
        "Frostwick Snow School",
        "Alpine Teaching Federation",
        "Marrowgate",
        "Fiona Baird",
    ),
    "Magnus Strand": (
        "Norrgard Skiskole",
        "Kesterland Ski Instructors Board",
        "Norrgard",
        "Ingrid Vangen",
    ),
    "Elin Dahl": ("Norrgard Skiskole", "Alpine Teaching Federation", "Saltvik", "Ingrid Vangen"),
}
# ski brand -> country
BRANDS = {
    "Gletscher Skis": "Valdora",
    "Sarn Sport": "Valdora",
    "Fellrunner": "Kesterland",
    "Polaris Edge": "Kesterland",
    "Hvitfjell": "Kesterland",
}
# rental shop -> (resort it serves, brands stocked, owner)
SHOPS = {
    "Tannegg Sport Rent": ("Sarnhorn", ["Gletscher Skis", "Sarn Sport"], "Kurt Leuenberger"),
    "Bleiswil Skiverleih": ("Bleiswil Peaks", ["Sarn Sport", "Polaris Edge"], "Doris Stalder"),
    "Glacier Hire Hut": ("Rotwand Glacier", ["Gletscher Skis", "Hvitfjell"], "Urs Baumli"),
    "Kettle Gear": ("Kettle Fell", ["Fellrunner"], "Tom Sowerby"),
    "Harnfell Hire": (
        "Harnfell Heights",
        ["Fellrunner", "Polaris Edge", "Sarn Sport"],
        "Jo Pickersgill",
    ),
    "Wyndholt Board Barn": ("Wyndholt Bowl", ["Polaris Edge"], "Declan Moss"),
    "Frostwick Rentals": ("Frostwick Ridge", ["Hvitfjell", "Fellrunner"], "Morag Scobie"),
    "Norrgard Utleie": ("Norrgard Fjell", ["Hvitfjell", "Gletscher Skis"], "Per Aasen"),
}
# ski club -> town
CLUBS = {
    "Sarntal Ski Club": "Holzach",
    "Feldhorn Alpine Club": "Zellhof",
    "Merrow Vale Ski Club": "Merrowby",
    "Ostmark Racers": "Ostbury",
    "Lindra Slalomklubb": "Lindholm",
}
# ski club -> the resorts it trains at
CLUB_HILLS = {
    "Sarntal Ski Club": ["Sarnhorn", "Bleiswil Peaks"],
    "Feldhorn Alpine Club": ["Rotwand Glacier", "Obersee Ski Arena"],
    "Merrow Vale Ski Club": ["Kettle Fell"],
    "Ostmark Racers": ["Harnfell Heights", "Wyndholt Bowl", "Frostwick Ridge"],
    "Lindra Slalomklubb": ["Norrgard Fjell"],
}
# sponsor -> town
SPONSORS = {
    "Bergkäse Tannegg": "Tannegg",
    "Sarnbrück Kantonalbank": "Sarnbrück",
    "Harnfell Brewery": "Harnfell",
    "Nordic Thermal Wear": "Saltvik",
    "Caddon Distillery": "Caddon",
}
# race -> (resort, organising club, sponsors)
RACES = {
    "Sarnhorn Downhill Cup": (
        "Sarnhorn",
        "Sarntal Ski Club",
        ["Bergkäse Tannegg", "Sarnbrück Kantonalbank"],
    ),
    "Glacier Giant Slalom": ("Rotwand Glacier", "Feldhorn Alpine Club", ["Sarnbrück Kantonalbank"]),
    "Kettle Fell Dual": ("Kettle Fell", "Merrow Vale Ski Club", ["Harnfell Brewery"]),
    "Harnfell Night Slalom": (
        "Harnfell Heights",
        "Ostmark Racers",
        ["Harnfell Brewery", "Nordic Thermal Wear"],
    ),
    "Frostwick Open": ("Frostwick Ridge", "Ostmark Racers", ["Caddon Distillery"]),
    "Norrgard Fjellrenn": (
        "Norrgard Fjell",
        "Lindra Slalomklubb",
        ["Nordic Thermal Wear", "Caddon Distillery"],
    ),
}
LIFT_A = [
    "Edelweiss",
    "Eagle",
    "Summit",
    "Pine",
    "Glacier",
    "Sunrise",
    "Ridge",
    "Fox",
    "Raven",
    "Cloud",
    "Lynx",
    "Birch",
    "Ibex",
    "Hawk",
    "Moose",
    "Snowy",
]
LIFT_B = ["Express", "Six", "Quad", "Tow", "Chair", "Link", "Flyer", "Drag"]
RUN_A = [
    "Wolf",
    "Larch",
    "Devil's",
    "Hare",
    "Ptarmigan",
    "Marmot",
    "Chamois",
    "Owl",
    "Avalanche",
    "Blue Ice",
    "Corkscrew",
    "Old Mine",
    "Schoolhouse",
    "Kestrel",
    "Otter",
    "Whisky",
    "Sunset",
    "Boulder",
    "Heather",
    "Trapper's",
]
RUN_B = ["Run", "Gully", "Couloir", "Trail", "Bowl", "Chute", "Glade", "Piste", "Traverse"]
FIRST = [
    "Anna",
    "Ben",
    "Carla",
    "Dmitri",
    "Elsa",
    "Finn",
    "Greta",
    "Hugo",
    "Ida",
    "Jonah",
    "Kaja",
    "Liam",
    "Mila",
    "Noah",
    "Olga",
    "Pia",
    "Quentin",
    "Rosa",
    "Sven",
    "Tilda",
    "Ulla",
    "Viktor",
    "Wren",
    "Yara",
    "Zoe",
    "Arne",
    "Bryony",
    "Cormac",
]
LAST = [
    "Achterberg",
    "Bühler",
    "Coates",
    "Dunne",
    "Egli",
    "Frei",
    "Gunn",
    "Haller",
    "Iversen",
    "Jessop",
    "Kuster",
    "Lund",
    "McPhee",
    "Nydegger",
    "Oakes",
    "Pfister",
    "Quayle",
    "Rauch",
    "Sandvik",
    "Thorne",
    "Ulrich",
    "Voss",
    "Whitlow",
    "Yates",
    "Zurbriggen",
]


def _hand_facts() -> list[Fact]:
    facts: list[Fact] = []
    for region, towns in TOWNS.items():
        facts += [(t, "region", region) for t in towns]
        facts.append((region, "country", REGIONS[region]))
    facts += [(g, "HQ", t) for g, t in GROUPS.items()]
    for company, (group, town) in COMPANIES.items():
        if group:
            facts.append((company, "parent co.", group))
        facts.append((company, "HQ", town))
    for resort, (town, company, partner, patrol) in RESORTS.items():
        facts += [(resort, "nearest town", town), (resort, "operated by", company)]
        if partner:
            facts.append((resort, "pass partner", partner))
        facts.append((resort, "patrol lead", patrol))
    facts += [(m, "country", c) for m, c in LIFT_MAKERS.items()]
    facts += [(b, "based in", t) for b, t in BODIES.items()]
    for school, (resort, director) in SCHOOLS.items():
        facts += [(school, "teaches at", resort), (school, "director", director)]
    for person, (school, body, town, mentor) in INSTRUCTORS.items():
        facts += [(person, "works for", school), (person, "certified by", body)]
        facts.append((person, "lives in", town))
        if mentor:
            facts.append((person, "trained under", mentor))
    facts += [(b, "country", c) for b, c in BRANDS.items()]
    for shop, (resort, brands, owner) in SHOPS.items():
        facts += [(shop, "near", resort), (shop, "owner", owner)]
        facts += [(shop, "stocks", b) for b in brands]
    facts += [(c, "based in", t) for c, t in CLUBS.items()]
    facts += [(c, "home hill", r) for c, rs in CLUB_HILLS.items() for r in rs]
    facts += [(s, "based in", t) for s, t in SPONSORS.items()]
    for race, (resort, club, sponsors) in RACES.items():
        facts += [(race, "venue", resort), (race, "organiser", club)]
        facts += [(race, "sponsor", s) for s in sponsors]
    return facts


def _filler(rng: random.Random) -> list[Fact]:
    facts: list[Fact] = []
    resorts = list(RESORTS)
    towns = [t for ts in TOWNS.values() for t in ts]
    lift_names = rng.sample([f"{a} {b}" for a in LIFT_A for b in LIFT_B], 30)
    lifts_at: dict[str, list[str]] = {r: [] for r in resorts}
    for i, lift in enumerate(lift_names):
        resort = resorts[i % len(resorts)]
        lifts_at[resort].append(lift)
        valdora = REGIONS[_region(RESORTS[resort][0])] == "Valdora"
        makers = [m for m, c in LIFT_MAKERS.items() if (c == "Valdora") == valdora]
        facts += [(lift, "at resort", resort), (lift, "built by", rng.choice(makers))]
        facts.append((lift, "type", rng.choice(LIFT_KINDS)))
        facts.append((lift, "opened", str(rng.choice(range(1968, 2024, 5)))))
    run_names = rng.sample([f"{a} {b}" for a in RUN_A for b in RUN_B], 44)
    for i, run in enumerate(run_names):
        resort = resorts[i % len(resorts)]
        facts += [(run, "piste of", resort), (run, "grade", rng.choice(GRADES))]
        for lift in rng.sample(lifts_at[resort], rng.choice([1, 1, 2])):
            facts.append((run, "served by", lift))
    taken = set(INSTRUCTORS) | {r[3] for r in RESORTS.values()} | {s[2] for s in SHOPS.values()}
    guests = full_names(rng, FIRST, LAST, 66, taken)
    instructors = list(INSTRUCTORS)
    shops = list(SHOPS)
    for guest in guests:
        facts.append((guest, "lives in", rng.choice(towns)))
        for resort in rng.sample(resorts, rng.choice([1, 1, 2])):
            facts.append((guest, "season pass", resort))
        if rng.random() < 0.7:
            facts.append((guest, "lessons with", rng.choice(instructors)))
        if rng.random() < 0.5:
            facts.append((guest, "rented from", rng.choice(shops)))
        if rng.random() < 0.4:
            facts.append((guest, "member", rng.choice(list(CLUBS))))
        facts.append((guest, "fav run", rng.choice(run_names)))
    for race in RACES:
        for guest in rng.sample(guests, rng.choice([1, 2])):
            facts.append((race, "won by", guest))
        resort = RACES[race][0]
        facts.append(
            (
                race,
                "course",
                rng.choice([r for r, _, x in facts if x == resort and _ == "piste of"]),
            )
        )
    return facts


def _region(town: str) -> str:
    return next(r for r, ts in TOWNS.items() if town in ts)


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    facts = _hand_facts() + _filler(rng)
    return name_facts(facts, rng, range(10000), lambda n: f"{n:04d}_sk")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


F, B = "->", "<-"
SPECS: list[tuple] = [
    # one hop
    (
        "sk1-01",
        "who runs the lifts at Sarnhorn?",
        ["Sarnhorn"],
        [("operated by", F)],
        ["Sarntal Bergbahnen"],
    ),
    (
        "sk1-02",
        "which town is closest to harnfell heights",
        ["Harnfell Heights"],
        [("nearest town", F)],
        ["Harnfell"],
    ),
    ("sk1-03", "Feldhorn Lifts AG head office?", ["Feldhorn Lifts AG"], [("HQ", F)], ["Zellhof"]),
    (
        "sk1-04",
        "who's the ski patrol boss at frostwick ridge",
        ["Frostwick Ridge"],
        [("patrol lead", F)],
        ["Isla Marr"],
    ),
    (
        "sk1-05",
        "Which lifts does Kettle Fell have?",
        ["Kettle Fell"],
        [("at resort", B)],
        ["Edelweiss Tow", "Ibex Six", "Raven Drag"],
    ),
    ("sk1-06", "who made the Raven Express", ["Raven Express"], [("built by", F)], ["Nordlift"]),
    (
        "sk1-07",
        "what kind of lift is Summit Tow - chair, drag or gondola?",
        ["Summit Tow"],
        [("type", F)],
        ["gondola"],
    ),
    (
        "sk1-08",
        "what colour is the Whisky Traverse run marked on the map",
        ["Whisky Traverse"],
        [("grade", F)],
        ["black"],
    ),
    (
        "sk1-09",
        "which slopes can you get to from the Fox Chair",
        ["Fox Chair"],
        [("served by", B)],
        ["Avalanche Piste", "Boulder Couloir", "Wolf Bowl", "Trapper's Traverse"],
    ),
    (
        "sk1-10",
        "Who did Kerry Naylor learn to teach skiing from?",
        ["Kerry Naylor"],
        [("trained under", F)],
        ["Owen Tasker"],
    ),
    (
        "sk1-11",
        "who heads glacier pro ski",
        ["Glacier Pro Ski"],
        [("director", F)],
        ["Vreni Tschudi"],
    ),
    (
        "sk1-12",
        "what makes of skis can I hire at Harnfell Hire",
        ["Harnfell Hire"],
        [("stocks", F)],
        ["Fellrunner", "Polaris Edge", "Sarn Sport"],
    ),
    (
        "sk1-13",
        "which resort has a lift ticket deal with Kettle Fell?",
        ["Kettle Fell"],
        [("pass partner", F)],
        ["Harnfell Heights"],
    ),
    (
        "sk1-14",
        "who puts on the Frostwick Open",
        ["Frostwick Open"],
        [("organiser", F)],
        ["Ostmark Racers"],
    ),
    (
        "sk1-15",
        "list the backers of the harnfell night slalom",
        ["Harnfell Night Slalom"],
        [("sponsor", F)],
        ["Harnfell Brewery", "Nordic Thermal Wear"],
    ),
    (
        "sk1-16",
        "who took the title at the Glacier Giant Slalom",
        ["Glacier Giant Slalom"],
        [("won by", F)],
        ["Quentin Pfister", "Jonah Oakes"],
    ),
    (
        "sk1-17",
        "name the instrutors at Norrgard Skiskole",
        ["Norrgard Skiskole"],
        [("works for", B)],
        ["Ingrid Vangen", "Magnus Strand", "Elin Dahl"],
    ),
    (
        "sk1-18",
        "which body qualified Luca Brunner as an instructor",
        ["Luca Brunner"],
        [("certified by", F)],
        ["Alpine Teaching Federation"],
    ),
    (
        "sk1-19",
        "what's poppy ainscough's home town",
        ["Poppy Ainscough"],
        [("lives in", F)],
        ["Ostbury"],
    ),
    (
        "sk1-20",
        "Which resorts does the Ostmark Racers club train on?",
        ["Ostmark Racers"],
        [("home hill", F)],
        ["Harnfell Heights", "Wyndholt Bowl", "Frostwick Ridge"],
    ),
    # two hops
    (
        "sk2-01",
        "what country is the company that made the Ibex Link lift from?",
        ["Ibex Link"],
        [("built by", F), ("country", F)],
        ["Kesterland"],
    ),
    (
        "sk2-02",
        "which group owns the firm that runs Wyndholt Bowl",
        ["Wyndholt Bowl"],
        [("operated by", F), ("parent co.", F)],
        ["Northpeak Leisure plc"],
    ),
    (
        "sk2-03",
        "Obersee Ski Arena's nearest town is in which region?",
        ["Obersee Ski Arena"],
        [("nearest town", F), ("region", F)],
        ["Feldhorn"],
    ),
    (
        "sk2-04",
        "which ski schools are at the resorts Cold Reach Ski Ltd runs",
        ["Cold Reach Ski Ltd"],
        [("operated by", B), ("teaches at", B)],
        ["Frostwick Snow School"],
    ),
    (
        "sk2-05",
        "who trained the boss of Harnfell Snow Academy?",
        ["Harnfell Snow Academy"],
        [("director", F), ("trained under", F)],
        ["Alison Brearley"],
    ),
    (
        "sk2-06",
        "which manufacturers built the lifts on rotwand glacier",
        ["Rotwand Glacier"],
        [("at resort", B), ("built by", F)],
        ["Doppelkabel", "Alpitec Seilbahn"],
    ),
    (
        "sk2-07",
        "what colours are the runs you reach off the Edelweiss Tow",
        ["Edelweiss Tow"],
        [("served by", B), ("grade", F)],
        ["blue", "red"],
    ),
    (
        "sk2-08",
        "where do the instructors of Frostwick Snow School live?",
        ["Frostwick Snow School"],
        [("works for", B), ("lives in", F)],
        ["Caddon", "Frostwick", "Marrowgate"],
    ),
    (
        "sk2-09",
        "what ski brands does the hire shop by Norrgard Fjell carry",
        ["Norrgard Fjell"],
        [("near", B), ("stocks", F)],
        ["Hvitfjell", "Gletscher Skis"],
    ),
    (
        "sk2-10",
        "who runs ski patrol at Sarnhorn's partner resort",
        ["Sarnhorn"],
        [("pass partner", F), ("patrol lead", F)],
        ["Jonas Kälin"],
    ),
    (
        "sk2-11",
        "which town is the club behind the kettle fell dual from",
        ["Kettle Fell Dual"],
        [("organiser", F), ("based in", F)],
        ["Merrowby"],
    ),
    (
        "sk2-12",
        "what towns are the Norrgard Fjellrenn's backers from",
        ["Norrgard Fjellrenn"],
        [("sponsor", F), ("based in", F)],
        ["Saltvik", "Caddon"],
    ),
    (
        "sk2-13",
        "who was taught to instruct by the people Beat Zwahlen brought on",
        ["Beat Zwahlen"],
        [("trained under", B), ("trained under", B)],
        ["Selina Odermatt", "Tobias Imhof", "Fabienne Wyss", "Luca Brunner"],
    ),
    (
        "sk2-14",
        "what sorts of lift are there at Ullswick Top",
        ["Ullswick Top"],
        [("at resort", B), ("type", F)],
        ["chairlift", "T-bar", "magic carpet"],
    ),
    (
        "sk2-15",
        "which lifts get you to the course of the Frostwick Open?",
        ["Frostwick Open"],
        [("course", F), ("served by", F)],
        ["Raven Express"],
    ),
    (
        "sk2-16",
        "who owns the rental place near Wyndholt Bowl",
        ["Wyndholt Bowl"],
        [("near", B), ("owner", F)],
        ["Declan Moss"],
    ),
    (
        "sk2-17",
        "which lifts serve Rosa Voss's favourite run",
        ["Rosa Voss"],
        [("fav run", F), ("served by", F)],
        ["Ridge Link", "Sunrise Six"],
    ),
    (
        "sk2-18",
        "what region is snowline resorts' head office in",
        ["Snowline Resorts"],
        [("HQ", F), ("region", F)],
        ["Ostmark Hills"],
    ),
    (
        "sk2-19",
        "when did the lifts at Bleiswil Peaks go in",
        ["Bleiswil Peaks"],
        [("at resort", B), ("opened", F)],
        ["1978", "2023", "2018"],
    ),
    (
        "sk2-20",
        "who gives lessons to the winner of the Sarnhorn Downhill Cup",
        ["Sarnhorn Downhill Cup"],
        [("won by", F), ("lessons with", F)],
        ["Ingrid Vangen"],
    ),
    # three hops
    (
        "sk3-01",
        "In which town is the head office of the group that owns the firm running Sarnhorn?",
        ["Sarnhorn"],
        [("operated by", F), ("parent co.", F), ("HQ", F)],
        ["Sarnbrück"],
    ),
    (
        "sk3-02",
        "who built the lifts at frostwick ridge's partner resort",
        ["Frostwick Ridge"],
        [("pass partner", F), ("at resort", B), ("built by", F)],
        ["Hoist & Hale", "Nordlift"],
    ),
    (
        "sk3-03",
        "which bodies qualified the teachers at Kettle Fell's ski school",
        ["Kettle Fell"],
        [("teaches at", B), ("works for", B), ("certified by", F)],
        ["Kesterland Ski Instructors Board", "Alpine Teaching Federation"],
    ),
    (
        "sk3-04",
        "What colours are the runs at the resort Glacier Hire Hut is next to?",
        ["Glacier Hire Hut"],
        [("near", F), ("piste of", B), ("grade", F)],
        ["black", "green", "blue"],
    ),
    (
        "sk3-05",
        "where is the race club that trains on the mountain hosting the Frostwick Open based",
        ["Frostwick Open"],
        [("venue", F), ("home hill", B), ("based in", F)],
        ["Ostbury"],
    ),
    (
        "sk3-06",
        "what region does the person who mentored Rhys Fairbairn live in",
        ["Rhys Fairbairn"],
        [("trained under", F), ("lives in", F), ("region", F)],
        ["Merrow Vale"],
    ),
    (
        "sk3-07",
        "which lifts serve the course of the race Lindra Slalomklubb organises",
        ["Lindra Slalomklubb"],
        [("organiser", B), ("course", F), ("served by", F)],
        ["Ridge Link", "Sunrise Six"],
    ),
    (
        "sk3-08",
        "who's in charge of the ski school at the resort where Sigrid Holm runs patrol",
        ["Sigrid Holm"],
        [("patrol lead", B), ("teaches at", B), ("director", F)],
        ["Ingrid Vangen"],
    ),
    (
        "sk3-09",
        "what towns are nearest to the resorts of Northpeak Leisure plc's companies",
        ["Northpeak Leisure plc"],
        [("parent co.", B), ("operated by", B), ("nearest town", F)],
        ["Harnfell", "Wyndholt", "Frostwick", "Ullswick"],
    ),
    (
        "sk3-10",
        "what ski brands do rental shops near Feldhorn Lifts AG resorts stock",
        ["Feldhorn Lifts AG"],
        [("operated by", B), ("near", B), ("stocks", F)],
        ["Gletscher Skis", "Hvitfjell"],
    ),
    (
        "sk3-11",
        "which resort is the ski school of Tilda Coates's instructor at",
        ["Tilda Coates"],
        [("lessons with", F), ("works for", F), ("teaches at", F)],
        ["Harnfell Heights"],
    ),
    (
        "sk3-12",
        "list the instructors at the ski school of the resort nearest to Kettlecombe",
        ["Kettlecombe"],
        [("nearest town", B), ("teaches at", B), ("works for", B)],
        ["Alison Brearley", "Rhys Fairbairn", "Hannah Lowther"],
    ),
    (
        "sk3-13",
        "what country is the maker of the lift that serves larch gully from",
        ["Larch Gully"],
        [("served by", F), ("built by", F), ("country", F)],
        ["Valdora"],
    ),
    (
        "sk3-14",
        "where do the winners of races held at Harnfell Heights live",
        ["Harnfell Heights"],
        [("venue", B), ("won by", F), ("lives in", F)],
        ["Lindholm"],
    ),
    (
        "sk3-15",
        "which firms back races at the resorts Sarntal Bergbahnen runs",
        ["Sarntal Bergbahnen"],
        [("operated by", B), ("venue", B), ("sponsor", F)],
        ["Bergkäse Tannegg", "Sarnbrück Kantonalbank"],
    ),
    # topic not in the graph
    ("sk0-01", "who runs the lifts at Mount Kellerhorn?", 1),
    ("sk0-02", "which ski school is at Glenbarrow Peaks", 2),
    ("sk0-03", "who trained Annika Solberg to teach", 1),
    ("sk0-04", "what brands does Alpine Edge Rentals stock?", 1),
    ("sk0-05", "where do the winners of the Caldbeck Snow Trophy live", 2),
    # relation the graph lacks
    ("skx-01", "how many metres of vertical does Sarnhorn have", ["Sarnhorn"], 1, "vertical drop"),
    (
        "skx-02",
        "when does Kettle Fell open for the season?",
        ["Kettle Fell"],
        1,
        "season opening date",
    ),
    (
        "skx-03",
        "how much is a day pass at harnfell heights",
        ["Harnfell Heights"],
        1,
        "ticket price",
    ),
    ("skx-04", "what's the top speed of the Raven Express", ["Raven Express"], 1, "lift speed"),
    ("skx-05", "how long is Avalanche Piste in km", ["Avalanche Piste"], 1, "run length"),
    (
        "skx-06",
        "what languages does Ingrid Vangen teach in?",
        ["Ingrid Vangen"],
        1,
        "languages spoken",
    ),
    (
        "skx-07",
        "how many staff does Snowline Resorts employ",
        ["Snowline Resorts"],
        1,
        "staff count",
    ),
    ("skx-08", "phone number for Harnfell Hire", ["Harnfell Hire"], 1, "phone number"),
    (
        "skx-09",
        "how much snow does Norrgard Fjell get in a year",
        ["Norrgard Fjell"],
        1,
        "annual snowfall",
    ),
    ("skx-10", "what year was the frostwick open first raced", ["Frostwick Open"], 1, "first held"),
    (
        "skx-11",
        "who taught Beat Zwahlen to instruct",
        ["Beat Zwahlen"],
        1,
        "none for entity: trained under",
    ),
    (
        "skx-12",
        "which resort shares its lift pass with Bleiswil Peaks",
        ["Bleiswil Peaks"],
        1,
        "none for entity: pass partner",
    ),
    (
        "skx-13",
        "what group owns Merrow Mountain Co?",
        ["Merrow Mountain Co"],
        1,
        "none for entity: parent co.",
    ),
    (
        "skx-14",
        "which ski club is anna mcphee a member of",
        ["Anna McPhee"],
        1,
        "none for entity: member",
    ),
    (
        "skx-15",
        "who does Zoe Kuster take ski lessons from",
        ["Zoe Kuster"],
        1,
        "none for entity: lessons with",
    ),
]


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, names, SPECS)
