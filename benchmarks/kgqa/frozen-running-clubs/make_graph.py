"""Build the `frozen-running-clubs` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional three-county world of amateur running clubs: clubs with their home town, chair,
head coach, the athletics association they are affiliated to, the tracks and parks they train
at and their kit brand; associations' head-office towns; training venues' towns; kit brands'
countries; coaches with their coaching qualification and the coach who mentored them; runners
with their clubs, home town, coach, age category and the races they have finished; road, trail
and fell races with their start town, organising club, race director, distance, sponsor and
winners; sponsors' towns; towns with their county. Every person, place and firm is invented.
The schema and the fixed places are written by hand below; a seeded generator
(`random.Random(6161)`) draws the people's names and the filler facts. The questions are
written by hand at the bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers written beside them.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-running-clubs/make_graph.py
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

COUNTY = "provincie"
BASE = "thuisbasis"
CHAIR = "voorzitter"
HEAD_COACH = "hoofdtrainer"
AFFILIATED = "rc:affiliatedTo"
TRAINS = "traint op"
KIT = "rc:kit"
HQ = "rc:hq"
VENUE_TOWN = "ligt in"
BRAND_COUNTRY = "land"
QUAL = "rc:qual"
MENTOR = "leermeester"
MEMBER = "lid van"
HOME = "woont in"
COACH = "rc:coachedBy"
CATEGORY = "cat."
FINISHED = "finisher@"
START = "start in"
ORGANISER = "georganiseerd door"
DIRECTOR = "RD"
DISTANCE = "afstand"
SPONSOR = "rc:sponsor"
WINNER = "winnaar"
SPONSOR_TOWN = "gevestigd in"

COUNTIES = {
    "Wolds Riding": [
        "Hessleby",
        "Market Wearing",
        "Skidby Cross",
        "Driffholme",
        "Nafferton Rise",
        "Bainton Hill",
    ],
    "Fenmarch": [
        "Ely Gate",
        "Sutton Drove",
        "Chatteris Fen",
        "Whittle Sea",
        "March Bank",
        "Ramsey Hythe",
    ],
    "Upper Dale": [
        "Hawesby",
        "Askrigg Foss",
        "Reeth Bridge",
        "Muker Scar",
        "Aysgarth Falls",
        "Bainbridge End",
    ],
}
ASSOCIATIONS = {
    "Northern Athletics League": "Hessleby",
    "Fen & Marsh Harriers Union": "March Bank",
    "Dales Fell Runners Association": "Hawesby",
}
BRANDS = {
    "Stridewell": "England",
    "Korpi Sport": "Finland",
    "Vento Running": "Italy",
    "Hardfell": "England",
    "Alpenlauf": "Austria",
    "Ridgeback Kit Co": "Wales",
}
VENUES = {
    "Hessleby Park Track": "Hessleby",
    "Wearing Rec": "Market Wearing",
    "Skidby Mill Field": "Skidby Cross",
    "Driffholme Stadium": "Driffholme",
    "Ely Gate Leisure Track": "Ely Gate",
    "Chatteris Lode Path": "Chatteris Fen",
    "Whittle Mere Park": "Whittle Sea",
    "Ramsey Abbey Grounds": "Ramsey Hythe",
    "Hawesby Showfield": "Hawesby",
    "Reeth Green": "Reeth Bridge",
    "Aysgarth Woods Loop": "Aysgarth Falls",
    "Bainbridge Sports Ground": "Bainbridge End",
}
# club: (town, association, venues, kit brand)
CLUBS = {
    "Hessleby Harriers": (
        "Hessleby",
        "Northern Athletics League",
        ["Hessleby Park Track"],
        "Stridewell",
    ),
    "Wearing Wayfarers RC": (
        "Market Wearing",
        "Northern Athletics League",
        ["Wearing Rec", "Hessleby Park Track"],
        "Vento Running",
    ),
    "Skidby Striders": (
        "Skidby Cross",
        "Northern Athletics League",
        ["Skidby Mill Field"],
        "Korpi Sport",
    ),
    "Driffholme Road Runners": (
        "Driffholme",
        "Northern Athletics League",
        ["Driffholme Stadium"],
        "Stridewell",
    ),
    "Nafferton Joggers": (
        "Nafferton Rise",
        "Northern Athletics League",
        ["Driffholme Stadium", "Skidby Mill Field"],
        "Ridgeback Kit Co",
    ),
    "Ely Gate AC": (
        "Ely Gate",
        "Fen & Marsh Harriers Union",
        ["Ely Gate Leisure Track"],
        "Vento Running",
    ),
    "Sutton Drove Plodders": (
        "Sutton Drove",
        "Fen & Marsh Harriers Union",
        ["Chatteris Lode Path"],
        "Korpi Sport",
    ),
    "Whittle Sea Tri & Run": (
        "Whittle Sea",
        "Fen & Marsh Harriers Union",
        ["Whittle Mere Park"],
        "Alpenlauf",
    ),
    "March Bank Milers": (
        "March Bank",
        "Fen & Marsh Harriers Union",
        ["Whittle Mere Park", "Ramsey Abbey Grounds"],
        "Stridewell",
    ),
    "Ramsey Roadhogs": (
        "Ramsey Hythe",
        "Fen & Marsh Harriers Union",
        ["Ramsey Abbey Grounds"],
        "Ridgeback Kit Co",
    ),
    "Hawesby Fell Runners": (
        "Hawesby",
        "Dales Fell Runners Association",
        ["Hawesby Showfield"],
        "Hardfell",
    ),
    "Swaledale Scramblers": (
        "Reeth Bridge",
        "Dales Fell Runners Association",
        ["Reeth Green", "Hawesby Showfield"],
        "Hardfell",
    ),
    "Wensley Trail Club": (
        "Aysgarth Falls",
        "Dales Fell Runners Association",
        ["Aysgarth Woods Loop"],
        "Alpenlauf",
    ),
    "Bainbridge Bog Trotters": (
        "Bainbridge End",
        "Dales Fell Runners Association",
        ["Bainbridge Sports Ground", "Aysgarth Woods Loop"],
        "Korpi Sport",
    ),
}
QUALS = [
    "Leader in Running Fitness",
    "Coach in Running Fitness",
    "Level 3 Endurance Coach",
    "Fell and Hill Coach",
]
CATEGORIES = ["Senior", "V40", "V50", "V60", "Under-20"]
DISTANCES = ["5K", "10K", "half marathon", "marathon", "fell race", "cross-country"]
SPONSORS = {
    "Wearing Building Society": "Market Wearing",
    "Fenland Fresh Produce": "Chatteris Fen",
    "Dalesway Outdoor": "Hawesby",
    "Skidby Motors": "Skidby Cross",
    "Ramsey Physio Clinic": "Ramsey Hythe",
    "Askrigg Brewery": "Askrigg Foss",
    "Hythe Bakehouse": "Ramsey Hythe",
}
# race: (start town, organising club, distance)
RACES = {
    "Wolds Weekender": ("Market Wearing", "Wearing Wayfarers RC", "half marathon"),
    "Hessleby Boxing Day Dash": ("Hessleby", "Hessleby Harriers", "5K"),
    "Skidby Windmill Run": ("Skidby Cross", "Skidby Striders", "10K"),
    "Driffholme Spring Classic": ("Driffholme", "Driffholme Road Runners", "marathon"),
    "Bainton Beacon Chase": ("Bainton Hill", "Nafferton Joggers", "cross-country"),
    "Nafferton New Year Plod": ("Nafferton Rise", "Nafferton Joggers", "5K"),
    "Ely Gate Cathedral Loop": ("Ely Gate", "Ely Gate AC", "10K"),
    "Great Fen Flat": ("Sutton Drove", "Sutton Drove Plodders", "half marathon"),
    "Whittle Sea Splash & Dash": ("Whittle Sea", "Whittle Sea Tri & Run", "5K"),
    "March Bank Midsummer Mile-and-a-Bit": ("March Bank", "March Bank Milers", "10K"),
    "Ramsey Hythe Harbour Run": ("Ramsey Hythe", "Ramsey Roadhogs", "10K"),
    "Fen Edge Mud Bath": ("Chatteris Fen", "March Bank Milers", "cross-country"),
    "Hawesby Horseshoe": ("Hawesby", "Hawesby Fell Runners", "fell race"),
    "Muker Scar Scramble": ("Muker Scar", "Swaledale Scramblers", "fell race"),
    "Three Falls Trail": ("Aysgarth Falls", "Wensley Trail Club", "half marathon"),
    "Askrigg Foss Fell Race": ("Askrigg Foss", "Hawesby Fell Runners", "fell race"),
    "Bainbridge Bog Wallow": ("Bainbridge End", "Bainbridge Bog Trotters", "cross-country"),
    "Dales Dozen": ("Reeth Bridge", "Swaledale Scramblers", "marathon"),
}
FIRST = [
    "Abi",
    "Ben",
    "Callum",
    "Dee",
    "Ewan",
    "Freya",
    "Gemma",
    "Harvey",
    "Isla",
    "Jonty",
    "Kerry",
    "Liam",
    "Maddie",
    "Niall",
    "Orla",
    "Phil",
    "Rachel",
    "Sean",
    "Toni",
    "Vaughan",
    "Willa",
    "Jodie",
    "Kieran",
    "Leanne",
    "Mo",
    "Nadia",
    "Ollie",
    "Bryony",
    "Craig",
    "Steph",
]
LAST = [
    "Ackroyd",
    "Barraclough",
    "Cawthorne",
    "Dinsdale",
    "Exley",
    "Fothergill",
    "Greenwood",
    "Hebblethwaite",
    "Illingworth",
    "Jowett",
    "Kilburn",
    "Lumb",
    "Metcalfe",
    "Normington",
    "Oldroyd",
    "Pickersgill",
    "Rhodes",
    "Sugden",
    "Tordoff",
    "Utley",
    "Verity",
    "Wadsworth",
    "Yewdall",
    "Hartas",
]
TYPES = {
    "county": "County",
    "town": "Town",
    "assoc": "Association",
    "brand": "KitBrand",
    "country": "Country",
    "venue": "Venue",
    "club": "Club",
    "person": "Person",
    "coach": "Coach",
    "runner": "Runner",
    "qual": "Qualification",
    "cat": "AgeCategory",
    "dist": "Distance",
    "race": "Race",
    "sponsor": "Sponsor",
}


def facts_by_name() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(6161)
    facts: list[tuple[str, str, str]] = []
    kind: dict[str, str] = {}
    towns = [t for ts in COUNTIES.values() for t in ts]
    for county, ts in COUNTIES.items():
        facts += [(t, COUNTY, county) for t in ts]
        kind[county] = "county"
        kind.update({t: "town" for t in ts})
    for a, t in ASSOCIATIONS.items():
        facts.append((a, HQ, t))
        kind[a] = "assoc"
    for b, c in BRANDS.items():
        facts.append((b, BRAND_COUNTRY, c))
        kind[b], kind[c] = "brand", "country"
    for v, t in VENUES.items():
        facts.append((v, VENUE_TOWN, t))
        kind[v] = "venue"
    for s, t in SPONSORS.items():
        facts.append((s, SPONSOR_TOWN, t))
        kind[s] = "sponsor"
    kind.update({q: "qual" for q in QUALS})
    kind.update({c: "cat" for c in CATEGORIES})
    kind.update({d: "dist" for d in DISTANCES})
    taken: set[str] = set()
    chairs = full_names(rng, FIRST, LAST, len(CLUBS), taken)
    coaches = full_names(rng, FIRST, LAST, 20, taken)
    runners = full_names(rng, FIRST, LAST, 130, taken)
    kind.update({p: "person" for p in chairs})
    kind.update({p: "coach" for p in coaches})
    kind.update({p: "runner" for p in runners})
    for i, c in enumerate(coaches):
        facts.append((c, QUAL, rng.choice(QUALS)))
        facts.append((c, HOME, rng.choice(towns)))
        if i >= 5 and rng.random() < 0.6:
            facts.append((c, MENTOR, rng.choice(coaches[:i])))
    clubs = list(CLUBS)
    for n, ((club, (town, assoc, venues, kit)), chair) in enumerate(
        zip(CLUBS.items(), chairs, strict=True)
    ):
        kind[club] = "club"
        facts += [(club, BASE, town), (club, CHAIR, chair), (club, AFFILIATED, assoc)]
        facts.append((club, HEAD_COACH, coaches[n]))
        facts += [(club, TRAINS, v) for v in venues]
        facts.append((club, KIT, kit))
        facts.append((chair, HOME, rng.choice(towns)))
    for r in runners:
        for club in sorted(rng.sample(clubs, 1 if rng.random() < 0.88 else 2)):
            facts.append((r, MEMBER, club))
        facts.append((r, HOME, rng.choice(towns)))
        facts.append((r, CATEGORY, rng.choice(CATEGORIES)))
        if rng.random() < 0.45:
            facts.append((r, COACH, rng.choice(coaches)))
    races = list(RACES)
    for r in runners:
        for race in sorted(rng.sample(races, rng.randint(1, 2))):
            facts.append((r, FINISHED, race))
    sponsors = list(SPONSORS)
    for race, (town, org, dist) in RACES.items():
        kind[race] = "race"
        facts += [(race, START, town), (race, ORGANISER, org), (race, DISTANCE, dist)]
        facts.append((race, DIRECTOR, rng.choice(chairs + coaches)))
        if rng.random() < 0.75:
            facts.append((race, SPONSOR, rng.choice(sponsors)))
        finishers = sorted(h for h, rel, t in facts if rel == FINISHED and t == race)
        for w in sorted(rng.sample(finishers, 2 if len(finishers) > 1 else 1)):
            facts.append((race, WINNER, w))
    return facts, kind


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names (``name<TAB>type``) by id."""
    facts, kind = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    triples, by_id = with_opaque_ids(facts, names, random.Random(6162), range(10000), "rc_{:04d}z")
    return triples, {eid: f"{name}\t{TYPES[kind[name]]}" for eid, name in by_id.items()}


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


QUESTIONS: list[Any] = [
    ("rc01", "who chairs Hessleby Harriers?", ["Hessleby Harriers"], [(CHAIR, F)], ["Abi Kilburn"]),
    (
        "rc02",
        "what town are the Skidby Striders based in",
        ["Skidby Striders"],
        [(BASE, F)],
        ["Skidby Cross"],
    ),
    (
        "rc03",
        "who's head coach at ramsey roadhogs",
        ["Ramsey Roadhogs"],
        [(HEAD_COACH, F)],
        ["Rachel Sugden"],
    ),
    (
        "rc04",
        "Which association are Wensley Trail Club part of?",
        ["Wensley Trail Club"],
        [(AFFILIATED, F)],
        ["Dales Fell Runners Association"],
    ),
    (
        "rc05",
        "where do March Bank Milers do their sessions",
        ["March Bank Milers"],
        [(TRAINS, F)],
        ["Ramsey Abbey Grounds", "Whittle Mere Park"],
    ),
    (
        "rc06",
        "what make of kit do the Bainbridge Bog Trotters run in?",
        ["Bainbridge Bog Trotters"],
        [(KIT, F)],
        ["Korpi Sport"],
    ),
    (
        "rc07",
        "what coaching badge has Isla Hartas got",
        ["Isla Hartas"],
        [(QUAL, F)],
        ["Fell and Hill Coach"],
    ),
    (
        "rc08",
        "Who brought on Steph Normington as a coach?",
        ["Steph Normington"],
        [(MENTOR, F)],
        ["Liam Kilburn"],
    ),
    (
        "rc09",
        "which club does leanne metcalfe run for",
        ["Leanne Metcalfe"],
        [(MEMBER, F)],
        ["Bainbridge Bog Trotters"],
    ),
    ("rc10", "who coaches Jonty Yewdall?", ["Jonty Yewdall"], [(COACH, F)], ["Isla Hartas"]),
    ("rc11", "what age group is Gemma Utley in", ["Gemma Utley"], [(CATEGORY, F)], ["V60"]),
    (
        "rc12",
        "list the races Orla Wadsworth has completed",
        ["Orla Wadsworth"],
        [(FINISHED, F)],
        ["Ely Gate Cathedral Loop", "Wolds Weekender"],
    ),
    (
        "rc13",
        "Who won the Dales Dozen?",
        ["Dales Dozen"],
        [(WINNER, F)],
        ["Kieran Hebblethwaite", "Willa Ackroyd"],
    ),
    (
        "rc14",
        "how far is the Three Falls Trail",
        ["Three Falls Trail"],
        [(DISTANCE, F)],
        ["half marathon"],
    ),
    (
        "rc15",
        "who's the RD for the hawesby horseshoe",
        ["Hawesby Horseshoe"],
        [(DIRECTOR, F)],
        ["Kieran Verity"],
    ),
    (
        "rc16",
        "Which club puts on the Fen Edge Mud Bath?",
        ["Fen Edge Mud Bath"],
        [(ORGANISER, F)],
        ["March Bank Milers"],
    ),
    (
        "rc17",
        "who's backing the Muker Scar Scramble",
        ["Muker Scar Scramble"],
        [(SPONSOR, F)],
        ["Fenland Fresh Produce"],
    ),
    (
        "rc18",
        "where does the Bainton Beacon Chase set off from?",
        ["Bainton Beacon Chase"],
        [(START, F)],
        ["Bainton Hill"],
    ),
    (
        "rc19",
        "which clubs train on Hawesby Showfield",
        ["Hawesby Showfield"],
        [(TRAINS, B)],
        ["Hawesby Fell Runners", "Swaledale Scramblers"],
    ),
    (
        "rc20",
        "Name the runners Rachel Sugden coaches.",
        ["Rachel Sugden"],
        [(COACH, B)],
        [
            "Dee Sugden",
            "Ewan Hartas",
            "Freya Verity",
            "Mo Metcalfe",
            "Steph Dinsdale",
            "Vaughan Ackroyd",
        ],
    ),
    (
        "rc21",
        "which county is Wensley Trail Club in?",
        ["Wensley Trail Club"],
        [(BASE, F), (COUNTY, F)],
        ["Upper Dale"],
    ),
    (
        "rc22",
        "where does the chair of Sutton Drove Plodders live",
        ["Sutton Drove Plodders"],
        [(CHAIR, F), (HOME, F)],
        ["Chatteris Fen"],
    ),
    (
        "rc23",
        "what qualification does the Swaledale Scramblers head coach hold?",
        ["Swaledale Scramblers"],
        [(HEAD_COACH, F), (QUAL, F)],
        ["Leader in Running Fitness"],
    ),
    (
        "rc24",
        "which country is the brand Whittle Sea Tri & Run race in from",
        ["Whittle Sea Tri & Run"],
        [(KIT, F), (BRAND_COUNTRY, F)],
        ["Austria"],
    ),
    (
        "rc25",
        "where's the head office of the association Ely Gate AC belongs to",
        ["Ely Gate AC"],
        [(AFFILIATED, F), (HQ, F)],
        ["March Bank"],
    ),
    (
        "rc26",
        "Which clubs are Freya Lumb's athletes members of?",
        ["Freya Lumb"],
        [(COACH, B), (MEMBER, F)],
        ["Ramsey Roadhogs", "Skidby Striders", "Sutton Drove Plodders", "Whittle Sea Tri & Run"],
    ),
    (
        "rc27",
        "who has won races organised by Nafferton Joggers",
        ["Nafferton Joggers"],
        [(ORGANISER, B), (WINNER, F)],
        ["Bryony Wadsworth", "Jonty Lumb", "Kieran Tordoff", "Steph Ackroyd"],
    ),
    (
        "rc28",
        "what distances has Phil Ackroyd raced?",
        ["Phil Ackroyd"],
        [(FINISHED, F), (DISTANCE, F)],
        ["10K", "5K"],
    ),
    (
        "rc29",
        "which clubs do the Hessleby Boxing Day Dash winners run for",
        ["Hessleby Boxing Day Dash"],
        [(WINNER, F), (MEMBER, F)],
        ["Driffholme Road Runners", "Ramsey Roadhogs"],
    ),
    (
        "rc30",
        "Who mentored the head coach of Ramsey Roadhogs?",
        ["Ramsey Roadhogs"],
        [(HEAD_COACH, F), (MENTOR, F)],
        ["Harvey Wadsworth"],
    ),
    (
        "rc31",
        "where is the sponsor of the Ramsey Hythe Harbour Run based",
        ["Ramsey Hythe Harbour Run"],
        [(SPONSOR, F), (SPONSOR_TOWN, F)],
        ["Ramsey Hythe"],
    ),
    (
        "rc32",
        "which towns do people who finished the Wolds Weekender live in?",
        ["Wolds Weekender"],
        [(FINISHED, B), (HOME, F)],
        [
            "Askrigg Foss",
            "Aysgarth Falls",
            "Bainbridge End",
            "Hawesby",
            "Hessleby",
            "Market Wearing",
            "Muker Scar",
            "Nafferton Rise",
            "Ramsey Hythe",
            "Reeth Bridge",
            "Skidby Cross",
            "Whittle Sea",
        ],
    ),
    (
        "rc33",
        "what races have Sutton Drove Plodders members run",
        ["Sutton Drove Plodders"],
        [(MEMBER, B), (FINISHED, F)],
        [
            "Askrigg Foss Fell Race",
            "Bainbridge Bog Wallow",
            "Bainton Beacon Chase",
            "March Bank Midsummer Mile-and-a-Bit",
            "Skidby Windmill Run",
        ],
    ),
    (
        "rc34",
        "qualifications of the coaches Liam Kilburn mentored",
        ["Liam Kilburn"],
        [(MENTOR, B), (QUAL, F)],
        ["Leader in Running Fitness", "Level 3 Endurance Coach"],
    ),
    (
        "rc35",
        "Which races start somewhere in Upper Dale?",
        ["Upper Dale"],
        [(COUNTY, B), (START, B)],
        [
            "Askrigg Foss Fell Race",
            "Bainbridge Bog Wallow",
            "Dales Dozen",
            "Hawesby Horseshoe",
            "Muker Scar Scramble",
            "Three Falls Trail",
        ],
    ),
    (
        "rc36",
        "what clubs use training grounds in Aysgarth Falls",
        ["Aysgarth Falls"],
        [(VENUE_TOWN, B), (TRAINS, B)],
        ["Bainbridge Bog Trotters", "Wensley Trail Club"],
    ),
    (
        "rc37",
        "who directs the races Askrigg Brewery sponsors?",
        ["Askrigg Brewery"],
        [(SPONSOR, B), (DIRECTOR, F)],
        ["Harvey Exley", "Isla Kilburn", "Sean Wadsworth"],
    ),
    (
        "rc38",
        "what age groups were the great fen flat winners in",
        ["Great Fen Flat"],
        [(WINNER, F), (CATEGORY, F)],
        ["Senior", "Under-20"],
    ),
    (
        "rc39",
        "which races does the Hawesby Fell Runners chair direct?",
        ["Hawesby Fell Runners"],
        [(CHAIR, F), (DIRECTOR, B)],
        ["Bainbridge Bog Wallow", "Fen Edge Mud Bath"],
    ),
    (
        "rc40",
        "kit brands worn by clubs in the Northern Athletics League",
        ["Northern Athletics League"],
        [(AFFILIATED, B), (KIT, F)],
        ["Korpi Sport", "Ridgeback Kit Co", "Stridewell", "Vento Running"],
    ),
    (
        "rc41",
        "what county do the Dales Dozen winners live in?",
        ["Dales Dozen"],
        [(WINNER, F), (HOME, F), (COUNTY, F)],
        ["Fenmarch", "Upper Dale"],
    ),
    (
        "rc42",
        "Which clubs do the winners of Swaledale Scramblers' races belong to?",
        ["Swaledale Scramblers"],
        [(ORGANISER, B), (WINNER, F), (MEMBER, F)],
        ["Ely Gate AC", "Hawesby Fell Runners", "Nafferton Joggers", "Whittle Sea Tri & Run"],
    ),
    (
        "rc43",
        "where do the kit brands of Fen & Marsh Harriers Union clubs come from",
        ["Fen & Marsh Harriers Union"],
        [(AFFILIATED, B), (KIT, F), (BRAND_COUNTRY, F)],
        ["Austria", "England", "Finland", "Italy", "Wales"],
    ),
    (
        "rc44",
        "what qualifications do the coaches of Ely Gate AC members have?",
        ["Ely Gate AC"],
        [(MEMBER, B), (COACH, F), (QUAL, F)],
        ["Coach in Running Fitness", "Fell and Hill Coach", "Leader in Running Fitness"],
    ),
    (
        "rc45",
        "which towns do the chairs of clubs in the Dales Fell Runners Association live in",
        ["Dales Fell Runners Association"],
        [(AFFILIATED, B), (CHAIR, F), (HOME, F)],
        ["Bainton Hill", "March Bank", "Muker Scar", "Skidby Cross"],
    ),
    (
        "rc46",
        "What distances are the races put on by clubs based in March Bank?",
        ["March Bank"],
        [(BASE, B), (ORGANISER, B), (DISTANCE, F)],
        ["10K", "cross-country"],
    ),
    (
        "rc47",
        "who mentored the coaches of runners at Whittle Sea Tri & Run",
        ["Whittle Sea Tri & Run"],
        [(MEMBER, B), (COACH, F), (MENTOR, F)],
        ["Harvey Wadsworth", "Liam Kilburn"],
    ),
    (
        "rc48",
        "where are the sponsors of the races Mo Greenwood ran based?",
        ["Mo Greenwood"],
        [(FINISHED, F), (SPONSOR, F), (SPONSOR_TOWN, F)],
        ["Askrigg Foss", "Chatteris Fen"],
    ),
    (
        "rc49",
        "which counties do the 10K races start in",
        ["10K"],
        [(DISTANCE, B), (START, F), (COUNTY, F)],
        ["Fenmarch", "Wolds Riding"],
    ),
    (
        "rc50",
        "who are the head coaches of clubs that train at venues in Ramsey Hythe?",
        ["Ramsey Hythe"],
        [(VENUE_TOWN, B), (TRAINS, B), (HEAD_COACH, F)],
        ["Kieran Verity", "Rachel Sugden"],
    ),
    (
        "rc51",
        "age categories of the runners coached by Wearing Wayfarers RC's head coach",
        ["Wearing Wayfarers RC"],
        [(HEAD_COACH, F), (COACH, B), (CATEGORY, F)],
        ["Senior", "Under-20", "V40", "V50", "V60"],
    ),
    (
        "rc52",
        "who directed the races run by the people Toni Dinsdale coaches",
        ["Toni Dinsdale"],
        [(COACH, B), (FINISHED, F), (DIRECTOR, F)],
        [
            "Harvey Exley",
            "Harvey Fothergill",
            "Isla Kilburn",
            "Kieran Verity",
            "Sean Wadsworth",
            "Toni Pickersgill",
        ],
    ),
    (
        "rc53",
        "Where do the winners of fell races live?",
        ["fell race"],
        [(DISTANCE, B), (WINNER, F), (HOME, F)],
        ["March Bank", "Nafferton Rise", "Reeth Bridge", "Whittle Sea"],
    ),
    (
        "rc54",
        "which associations are the clubs of the Askrigg Foss Fell Race winners in",
        ["Askrigg Foss Fell Race"],
        [(WINNER, F), (MEMBER, F), (AFFILIATED, F)],
        ["Fen & Marsh Harriers Union", "Northern Athletics League"],
    ),
    (
        "rc55",
        "where do the head coaches of freya verity's clubs live?",
        ["Freya Verity"],
        [(MEMBER, F), (HEAD_COACH, F), (HOME, F)],
        ["Bainton Hill", "March Bank"],
    ),
    ("rc56", "who chairs Pocklington Pacers?", 1),
    ("rc57", "where does the Humber Bridge Half start", 1),
    ("rc58", "which club is Morwenna Trelawny in?", 1),
    ("rc59", "who coaches at Thetford Forest Trail Runners", 1),
    ("rc60", "how long is the Whernside Wander and who won it?", 2),
    (
        "rc61",
        "what's the course record for the Hawesby Horseshoe?",
        ["Hawesby Horseshoe"],
        1,
        "course record",
    ),
    ("rc62", "how much is it to join Skidby Striders", ["Skidby Striders"], 1, "membership fee"),
    ("rc63", "what's Gemma Utley's 5k PB?", ["Gemma Utley"], 1, "personal best"),
    ("rc64", "which night do Ely Gate AC do track", ["Ely Gate AC"], 1, "training night"),
    ("rc65", "when is the Dales Dozen on?", ["Dales Dozen"], 1, "race date"),
    (
        "rc66",
        "how much climb is there on the Muker Scar Scramble",
        ["Muker Scar Scramble"],
        1,
        "elevation gain",
    ),
    ("rc67", "How old is Liam Kilburn?", ["Liam Kilburn"], 1, "age"),
    (
        "rc68",
        "what colour vests do Hessleby Harriers wear",
        ["Hessleby Harriers"],
        1,
        "club colours",
    ),
    ("rc69", "entry fee for the Great Fen Flat?", ["Great Fen Flat"], 1, "entry fee"),
    (
        "rc70",
        "when was the Northern Athletics League set up",
        ["Northern Athletics League"],
        1,
        "founding year",
    ),
    ("rc71", "who coaches Craig Exley?", ["Craig Exley"], 1, "none for entity: rc:coachedBy"),
    (
        "rc72",
        "who sponsors the Hessleby Boxing Day Dash",
        ["Hessleby Boxing Day Dash"],
        1,
        "none for entity: rc:sponsor",
    ),
    (
        "rc73",
        "Who mentored Freya Rhodes when she started coaching?",
        ["Freya Rhodes"],
        1,
        "none for entity: leermeester",
    ),
    (
        "rc74",
        "which races has Abi Kilburn finished",
        ["Abi Kilburn"],
        1,
        "none for entity: finisher@",
    ),
    (
        "rc75",
        "what club is Kerry Dinsdale a member of?",
        ["Kerry Dinsdale"],
        1,
        "none for entity: lid van",
    ),
]

if __name__ == "__main__":
    built = build()
    write(*built)
    triples, typed = built
    write_questions_by_name(
        HERE, triples, {eid: v.split("\t")[0] for eid, v in typed.items()}, QUESTIONS
    )
