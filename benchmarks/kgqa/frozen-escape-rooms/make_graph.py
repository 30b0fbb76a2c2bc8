"""Build the `frozen-escape-rooms` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional escape-room scene: venues with their city, the franchise they belong to, their
owner and their game masters; franchises with their head-office city and founder; rooms with
their venue, theme, designers, difficulty, the prop workshop that built them, the room they
are a sequel to and the team holding their record; designers with their home city, the
design school they went to and their mentor; workshops' and schools' cities; teams with their
captain, members, home city and the rooms they escaped; players' home cities; tournaments with
their host venue, champion and entrants; cities with their region, regions with their country.
Every person, place and firm is invented. The schema and the fixed places, franchises,
venues, themes and workshops are written by hand below; a seeded generator
(`random.Random(5860)`) draws the names of people, rooms and teams and the filler facts. The
questions are written by hand at the bottom by name and path; their answers are computed from
the graph by `paths.write_questions_by_name` and checked against the answers written beside
them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-escape-rooms/make_graph.py
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

IN_REGION = "er:inRegion"
IN_COUNTRY = "COUNTRY"
VENUE_CITY = "LOCATED_IN"
FRANCHISE = "franchise_of"
HQ = "hq"
FOUNDER = "FOUNDED_BY"
VENUE_OWNER = "er:owner"
GM_AT = "hosts at"
LIVES = "lives"
ROOM_AT = "ROOM_AT"
THEME = "theme"
DESIGNED = "er:designedBy"
DIFFICULTY = "DIFF"
PROPS = "props by"
SEQUEL = "sequel_to"
SCHOOL = "alma mater"
MENTOR = "er:mentor"
WORKSHOP_CITY = "workshop@"
CAMPUS = "campus"
CAPTAIN = "CAPTAIN"
MEMBER = "member[]"
TEAM_CITY = "team.city"
ESCAPED = "escaped"
RECORD = "RECORD_HOLDER"
HOST = "hosted_by"
CHAMPION = "CHAMPION"
ENTRANT = "entrant"

COUNTRIES = {
    "Ardenne Union": ["Velmora", "Casterlund"],
    "Kingdom of Esk": ["Harrowmere", "Tynegate", "Ost Veld"],
}
REGIONS = {
    "Velmora": ["Brightholm", "Calder Mouth", "Fennick"],
    "Casterlund": ["Orvieux", "Saint Aubrel", "Lessay Pont"],
    "Harrowmere": ["Grimsford", "Abbotsleigh", "Hatherby"],
    "Tynegate": ["Wexcombe", "North Dunlow", "Rillington"],
    "Ost Veld": ["Kirkhaven", "Marlow Quay", "Stennet"],
}
FRANCHISES = {
    "Lock & Lantern": "Grimsford",
    "Clueless Escapes": "Brightholm",
    "Exit Protocol": "Orvieux",
    "The Riddle Rooms": "Wexcombe",
    "Sixty Minutes Ltd": "Kirkhaven",
}
VENUES = {
    "Lock & Lantern Grimsford": ("Grimsford", "Lock & Lantern"),
    "Lock & Lantern Hatherby": ("Hatherby", "Lock & Lantern"),
    "Lock & Lantern Stennet": ("Stennet", "Lock & Lantern"),
    "Clueless Brightholm": ("Brightholm", "Clueless Escapes"),
    "Clueless Fennick": ("Fennick", "Clueless Escapes"),
    "Exit Protocol Orvieux": ("Orvieux", "Exit Protocol"),
    "Exit Protocol Saint Aubrel": ("Saint Aubrel", "Exit Protocol"),
    "Exit Protocol Calder Mouth": ("Calder Mouth", "Exit Protocol"),
    "Riddle Rooms Wexcombe": ("Wexcombe", "The Riddle Rooms"),
    "Riddle Rooms Rillington": ("Rillington", "The Riddle Rooms"),
    "Riddle Rooms Abbotsleigh": ("Abbotsleigh", "The Riddle Rooms"),
    "Sixty Minutes Kirkhaven": ("Kirkhaven", "Sixty Minutes Ltd"),
    "Sixty Minutes Marlow Quay": ("Marlow Quay", "Sixty Minutes Ltd"),
    "Sixty Minutes North Dunlow": ("North Dunlow", "Sixty Minutes Ltd"),
    "Trapdoor Lessay": ("Lessay Pont", ""),
    "The Vault at Tynegate": ("Wexcombe", ""),
}
THEMES = [
    "pirate",
    "haunted house",
    "bank heist",
    "Egyptian tomb",
    "space station",
    "Victorian detective",
    "zombie outbreak",
    "wizard school",
    "submarine",
    "cold war spy",
]
LEVELS = ["beginner", "intermediate", "hard", "expert", "nightmare"]
WORKSHOPS = {
    "Cogwright Props": "Hatherby",
    "Smoke & Mirrors Fabrication": "Brightholm",
    "Atelier Mécanique": "Orvieux",
    "Puzzleforge": "North Dunlow",
    "Brass Tack Builds": "Kirkhaven",
    "Hidden Hinge Workshop": "Abbotsleigh",
}
SCHOOLS = {
    "Grimsford School of Game Design": "Grimsford",
    "Orvieux Institute of Play": "Orvieux",
    "Wexcombe College of Theatre Arts": "Wexcombe",
    "Kirkhaven Polytechnic": "Kirkhaven",
    "Fennick Art College": "Fennick",
}
TOURNAMENTS = {
    "Great Escape Cup": "Lock & Lantern Grimsford",
    "Ardenne Room Masters": "Exit Protocol Orvieux",
    "Speedrun Open": "Sixty Minutes Kirkhaven",
    "Tynegate Team Trophy": "Riddle Rooms Wexcombe",
    "Velmora Puzzle League Final": "Clueless Brightholm",
    "Midwinter Lock-In": "Trapdoor Lessay",
}
ROOM_ADJ = [
    "Clockmaker's",
    "Drowned",
    "Forgotten",
    "Silent",
    "Cursed",
    "Gilded",
    "Crimson",
    "Hollow",
    "Midnight",
    "Frozen",
    "Lost",
    "Sunken",
    "Iron",
    "Velvet",
    "Broken",
    "Last",
]
ROOM_NOUN = [
    "Attic",
    "Vault",
    "Observatory",
    "Library",
    "Cabin",
    "Laboratory",
    "Crypt",
    "Carriage",
    "Lighthouse",
    "Bunker",
    "Gallery",
    "Chapel",
    "Engine Room",
    "Parlour",
    "Study",
]
TEAM_ADJ = [
    "Lockpick",
    "Red Herring",
    "Panic Room",
    "Sixty Second",
    "Dead End",
    "Cipher",
    "Padlock",
    "Last Clue",
    "Keyhole",
    "Puzzled",
    "Trapdoor",
    "Hint-Free",
    "Lateral",
    "Codebreaker",
]
TEAM_NOUN = [
    "Llamas",
    "Owls",
    "Bandits",
    "Ravens",
    "Sloths",
    "Foxes",
    "Badgers",
    "Crew",
    "Gang",
    "Wombats",
    "Herons",
    "Collective",
]
FIRST = [
    "Anouk",
    "Bastian",
    "Céline",
    "Dorian",
    "Elodie",
    "Florent",
    "Gwen",
    "Hugo",
    "Isolde",
    "Jasper",
    "Katrien",
    "Lucien",
    "Maëlle",
    "Niels",
    "Odile",
    "Pascal",
    "Roxane",
    "Sander",
    "Thea",
    "Ulric",
    "Valentin",
    "Wilma",
    "Yannick",
    "Zelda",
    "Brice",
    "Cora",
    "Ewan",
    "Fleur",
    "Gideon",
    "Hester",
    "Ivo",
    "Juno",
]
LAST = [
    "Aubert",
    "Brakel",
    "Chauvet",
    "Dekker",
    "Esterhuys",
    "Fontaine",
    "Greaves",
    "Hollis",
    "Imbert",
    "Janssens",
    "Kerrigan",
    "Lemaire",
    "Mostyn",
    "Noordhoek",
    "Oakes",
    "Prideaux",
    "Quenneville",
    "Rask",
    "Sauvage",
    "Trevelyan",
    "Vermeulen",
    "Whitcombe",
    "Ysart",
    "Zeeman",
]
TYPES = {
    "country": "Country",
    "region": "Region",
    "city": "City",
    "franchise": "Franchise",
    "venue": "Venue",
    "person": "Person",
    "gm": "GameMaster",
    "room": "Room",
    "theme": "Theme",
    "level": "DifficultyLevel",
    "workshop": "PropWorkshop",
    "school": "School",
    "designer": "Designer",
    "team": "Team",
    "player": "Player",
    "tournament": "Tournament",
}


def facts_and_types() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """Every fact of the graph as ``(head name, label, tail name)``, and each name's type."""
    rng = random.Random(5860)
    facts: list[tuple[str, str, str]] = []
    kind: dict[str, str] = {}
    for country, regions in COUNTRIES.items():
        kind[country] = "country"
        for region in regions:
            kind[region] = "region"
            facts.append((region, IN_COUNTRY, country))
            for city in REGIONS[region]:
                kind[city] = "city"
                facts.append((city, IN_REGION, region))
    cities = [c for cs in REGIONS.values() for c in cs]
    taken = set(kind) | set(FRANCHISES) | set(VENUES) | set(WORKSHOPS) | set(SCHOOLS)
    founders = full_names(rng, FIRST, LAST, len(FRANCHISES), taken)
    for (franchise, city), founder in zip(FRANCHISES.items(), founders, strict=True):
        kind[franchise] = "franchise"
        kind[founder] = "person"
        facts += [(franchise, HQ, city), (franchise, FOUNDER, founder)]
    owners = full_names(rng, FIRST, LAST, 8, taken)
    kind.update(dict.fromkeys(owners, "person"))
    venues = list(VENUES)
    gms = full_names(rng, FIRST, LAST, 30, taken)
    kind.update(dict.fromkeys(gms, "gm"))
    for venue, (city, franchise) in VENUES.items():
        kind[venue] = "venue"
        facts.append((venue, VENUE_CITY, city))
        if franchise:
            facts.append((venue, FRANCHISE, franchise))
        facts.append((venue, VENUE_OWNER, rng.choice(owners + founders)))
    for i, gm in enumerate(gms):
        facts.append((gm, GM_AT, venues[i % len(venues)]))
        if rng.random() < 0.2:
            facts.append((gm, GM_AT, rng.choice(venues)))
        facts.append((gm, LIVES, rng.choice(cities)))
    for workshop, city in WORKSHOPS.items():
        kind[workshop] = "workshop"
        facts.append((workshop, WORKSHOP_CITY, city))
    for school, city in SCHOOLS.items():
        kind[school] = "school"
        facts.append((school, CAMPUS, city))
    designers = full_names(rng, FIRST, LAST, 16, taken)
    for i, designer in enumerate(designers):
        kind[designer] = "designer"
        facts.append((designer, LIVES, rng.choice(cities)))
        facts.append((designer, SCHOOL, rng.choice(list(SCHOOLS))))
        if i >= 4 and rng.random() < 0.75:
            facts.append((designer, MENTOR, rng.choice(designers[:i])))
    kind.update(dict.fromkeys(THEMES, "theme"))
    kind.update(dict.fromkeys(LEVELS, "level"))
    combos = [f"The {a} {n}" for a in ROOM_ADJ for n in ROOM_NOUN]
    rooms = rng.sample(combos, 48)
    for i, room in enumerate(rooms):
        kind[room] = "room"
        facts.append((room, ROOM_AT, venues[i % len(venues)]))
        facts.append((room, THEME, rng.choice(THEMES)))
        facts += [(room, DESIGNED, d) for d in rng.sample(designers, rng.choice([1, 1, 2]))]
        facts.append((room, DIFFICULTY, rng.choice(LEVELS)))
        facts.append((room, PROPS, rng.choice(list(WORKSHOPS))))
        if i >= 10 and rng.random() < 0.15:
            facts.append((room, SEQUEL, rng.choice(rooms[:i])))
    players = full_names(rng, FIRST, LAST, 62, taken)
    kind.update(dict.fromkeys(players, "player"))
    for p in players:
        facts.append((p, LIVES, rng.choice(cities)))
    teams = rng.sample([f"The {a} {n}" for a in TEAM_ADJ for n in TEAM_NOUN], 34)
    escaped: dict[str, list[str]] = {}
    for i, team in enumerate(teams):
        kind[team] = "team"
        members = [players[(2 * i) % len(players)], players[(2 * i + 1) % len(players)]]
        members += [p for p in rng.sample(players, rng.choice([0, 1, 2])) if p not in members]
        facts.append((team, CAPTAIN, members[0]))
        facts += [(team, MEMBER, m) for m in members]
        facts.append((team, TEAM_CITY, rng.choice(cities)))
        escaped[team] = rng.sample(rooms, rng.choice([2, 3, 4, 5]))
        facts += [(team, ESCAPED, r) for r in escaped[team]]
    for room in rooms:
        holders = [t for t in teams if room in escaped[t]]
        if holders:
            facts.append((room, RECORD, rng.choice(holders)))
    for tournament, venue in TOURNAMENTS.items():
        kind[tournament] = "tournament"
        entrants = rng.sample(teams, rng.choice([3, 4, 5]))
        facts.append((tournament, HOST, venue))
        facts += [(tournament, ENTRANT, t) for t in entrants]
        facts.append((tournament, CHAMPION, entrants[0]))
    return facts, {name: TYPES[k] for name, k in kind.items()}


QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "e1-01",
        "where's the vault at tynegate",
        ["The Vault at Tynegate"],
        [(VENUE_CITY, "->")],
        ["Wexcombe"],
    ),
    (
        "e1-02",
        "Who owns Trapdoor Lessay?",
        ["Trapdoor Lessay"],
        [(VENUE_OWNER, "->")],
        ["Valentin Prideaux"],
    ),
    (
        "e1-03",
        "which chain does Riddle Rooms Abbotsleigh belong to",
        ["Riddle Rooms Abbotsleigh"],
        [(FRANCHISE, "->")],
        ["The Riddle Rooms"],
    ),
    (
        "e1-04",
        "who started Exit Protocol?",
        ["Exit Protocol"],
        [(FOUNDER, "->")],
        ["Valentin Prideaux"],
    ),
    (
        "e1-05",
        "game masters at Clueless Fennick",
        ["Clueless Fennick"],
        [(GM_AT, "<-")],
        ["Isolde Aubert", "Niels Aubert", "Ulric Zeeman"],
    ),
    (
        "e1-06",
        "what's the theme of the sunken lighthouse",
        ["The Sunken Lighthouse"],
        [(THEME, "->")],
        ["pirate"],
    ),
    (
        "e1-07",
        "Who designed The Gilded Gallery?",
        ["The Gilded Gallery"],
        [(DESIGNED, "->")],
        ["Florent Quenneville", "Wilma Vermeulen"],
    ),
    (
        "e1-08",
        "how hard is the iron cabin",
        ["The Iron Cabin"],
        [(DIFFICULTY, "->")],
        ["nightmare"],
    ),
    (
        "e1-09",
        "Which workshop built the props for The Cursed Parlour?",
        ["The Cursed Parlour"],
        [(PROPS, "->")],
        ["Atelier Mécanique"],
    ),
    (
        "e1-10",
        "The Frozen Carriage carries on the story of which room?",
        ["The Frozen Carriage"],
        [(SEQUEL, "->")],
        ["The Silent Study"],
    ),
    (
        "e1-11",
        "where did Isolde Mostyn study",
        ["Isolde Mostyn"],
        [(SCHOOL, "->")],
        ["Grimsford School of Game Design"],
    ),
    (
        "e1-12",
        "who took Wilma Vermeulen under their wing?",
        ["Wilma Vermeulen"],
        [(MENTOR, "->")],
        ["Sander Vermeulen"],
    ),
    (
        "e1-13",
        "Who captains the Keyhole Badgers?",
        ["The Keyhole Badgers"],
        [(CAPTAIN, "->")],
        ["Lucien Trevelyan"],
    ),
    (
        "e1-14",
        "who plays in the panic room crew",
        ["The Panic Room Crew"],
        [(MEMBER, "->")],
        ["Gwen Chauvet", "Hugo Chauvet", "Roxane Dekker", "Ulric Vermeulen"],
    ),
    (
        "e1-15",
        "Which rooms have the Cipher Llamas got out of?",
        ["The Cipher Llamas"],
        [(ESCAPED, "->")],
        ["The Gilded Gallery", "The Iron Carriage", "The Lost Bunker"],
    ),
    (
        "e1-16",
        "who has the fastest time in The Drowned Library",
        ["The Drowned Library"],
        [(RECORD, "->")],
        ["The Padlock Herons"],
    ),
    (
        "e1-17",
        "which team won the Speedrun Open",
        ["Speedrun Open"],
        [(CHAMPION, "->")],
        ["The Trapdoor Badgers"],
    ),
    (
        "e1-18",
        "teams that entered the Velmora Puzzle League Final",
        ["Velmora Puzzle League Final"],
        [(ENTRANT, "->")],
        [
            "The Last Clue Owls",
            "The Padlock Herons",
            "The Sixty Second Bandits",
            "The Trapdoor Ravens",
        ],
    ),
    (
        "e1-19",
        "List the rooms at Exit Protocol Orvieux",
        ["Exit Protocol Orvieux"],
        [(ROOM_AT, "<-")],
        ["The Clockmaker's Attic", "The Iron Carriage", "The Midnight Cabin"],
    ),
    (
        "e1-20",
        "which rooms are set on a space station?",
        ["space station"],
        [(THEME, "<-")],
        [
            "The Broken Chapel",
            "The Crimson Observatory",
            "The Hollow Bunker",
            "The Midnight Gallery",
            "The Sunken Gallery",
            "The Velvet Study",
        ],
    ),
    # two hops
    (
        "e2-01",
        "What region is Lock & Lantern Stennet in?",
        ["Lock & Lantern Stennet"],
        [(VENUE_CITY, "->"), (IN_REGION, "->")],
        ["Ost Veld"],
    ),
    (
        "e2-02",
        "where is the head office of the chain Exit Protocol Calder Mouth is part of",
        ["Exit Protocol Calder Mouth"],
        [(FRANCHISE, "->"), (HQ, "->")],
        ["Orvieux"],
    ),
    (
        "e2-03",
        "In which city is the workshop that made the props for the Iron Crypt?",
        ["The Iron Crypt"],
        [(PROPS, "->"), (WORKSHOP_CITY, "->")],
        ["North Dunlow"],
    ),
    (
        "e2-04",
        "Where do the people who designed The Hollow Gallery live?",
        ["The Hollow Gallery"],
        [(DESIGNED, "->"), (LIVES, "->")],
        ["Marlow Quay", "Orvieux"],
    ),
    (
        "e2-05",
        "who mentored the designer of the cursed engine room",
        ["The Cursed Engine Room"],
        [(DESIGNED, "->"), (MENTOR, "->")],
        ["Sander Vermeulen"],
    ),
    (
        "e2-06",
        "The Broken Chapel is a sequel - which venue has the original room?",
        ["The Broken Chapel"],
        [(SEQUEL, "->"), (ROOM_AT, "->")],
        ["Clueless Brightholm"],
    ),
    (
        "e2-07",
        "what themes have the Trapdoor Badgers escaped from?",
        ["The Trapdoor Badgers"],
        [(ESCAPED, "->"), (THEME, "->")],
        ["Egyptian tomb", "Victorian detective", "space station", "zombie outbreak"],
    ),
    (
        "e2-08",
        "which city was the Midwinter Lock-In played in",
        ["Midwinter Lock-In"],
        [(HOST, "->"), (VENUE_CITY, "->")],
        ["Lessay Pont"],
    ),
    (
        "e2-09",
        "Who captains the team that won the Great Escape Cup?",
        ["Great Escape Cup"],
        [(CHAMPION, "->"), (CAPTAIN, "->")],
        ["Wilma Ysart"],
    ),
    (
        "e2-10",
        "what cities are the teams zelda rask plays for from",
        ["Zelda Rask"],
        [(MEMBER, "<-"), (TEAM_CITY, "->")],
        ["Abbotsleigh", "Hatherby", "Stennet"],
    ),
    (
        "e2-11",
        "Who owns the venues in the Riddle Rooms chain?",
        ["The Riddle Rooms"],
        [(FRANCHISE, "<-"), (VENUE_OWNER, "->")],
        ["Fleur Sauvage", "Pascal Kerrigan", "Valentin Prideaux"],
    ),
    (
        "e2-12",
        "which rooms did Yannick Oakes's mentor design",
        ["Yannick Oakes"],
        [(MENTOR, "->"), (DESIGNED, "<-")],
        [
            "The Crimson Vault",
            "The Midnight Lighthouse",
            "The Silent Study",
            "The Sunken Gallery",
            "The Velvet Engine Room",
        ],
    ),
    (
        "e2-13",
        "where do the game masters at Sixty Minutes Kirkhaven live?",
        ["Sixty Minutes Kirkhaven"],
        [(GM_AT, "<-"), (LIVES, "->")],
        ["Brightholm", "Grimsford", "Lessay Pont"],
    ),
    (
        "e2-14",
        "which design schools did the designers of The Velvet Study go to",
        ["The Velvet Study"],
        [(DESIGNED, "->"), (SCHOOL, "->")],
        ["Grimsford School of Game Design", "Wexcombe College of Theatre Arts"],
    ),
    (
        "e2-15",
        "Which teams hold the records for the rooms at Trapdoor Lessay?",
        ["Trapdoor Lessay"],
        [(ROOM_AT, "<-"), (RECORD, "->")],
        ["The Codebreaker Bandits", "The Codebreaker Collective", "The Dead End Foxes"],
    ),
    (
        "e2-16",
        "how difficult are the rooms atelier mécanique built props for",
        ["Atelier Mécanique"],
        [(PROPS, "<-"), (DIFFICULTY, "->")],
        ["expert", "hard", "nightmare"],
    ),
    (
        "e2-17",
        "Which tournaments have teams from Lessay Pont entered?",
        ["Lessay Pont"],
        [(TEAM_CITY, "<-"), (ENTRANT, "<-")],
        ["Great Escape Cup", "Velmora Puzzle League Final"],
    ),
    (
        "e2-18",
        "what country is marlow quay in",
        ["Marlow Quay"],
        [(IN_REGION, "->"), (IN_COUNTRY, "->")],
        ["Kingdom of Esk"],
    ),
    (
        "e2-19",
        "Who founded the franchise headquartered in Kirkhaven?",
        ["Kirkhaven"],
        [(HQ, "<-"), (FOUNDER, "->")],
        ["Anouk Prideaux"],
    ),
    (
        "e2-20",
        "In which cities does Hester Hollis run games?",
        ["Hester Hollis"],
        [(GM_AT, "->"), (VENUE_CITY, "->")],
        ["North Dunlow", "Wexcombe"],
    ),
    # three hops
    (
        "e3-01",
        "which region is the workshop that built the props for the Cursed Cabin in",
        ["The Cursed Cabin"],
        [(PROPS, "->"), (WORKSHOP_CITY, "->"), (IN_REGION, "->")],
        ["Harrowmere"],
    ),
    (
        "e3-02",
        "Where do the captains of the teams in the Tynegate Team Trophy live?",
        ["Tynegate Team Trophy"],
        [(ENTRANT, "->"), (CAPTAIN, "->"), (LIVES, "->")],
        ["Calder Mouth", "Hatherby", "Stennet"],
    ),
    (
        "e3-03",
        "what themes do the rooms have at the venue that hosted the Ardenne Room Masters",
        ["Ardenne Room Masters"],
        [(HOST, "->"), (ROOM_AT, "<-"), (THEME, "->")],
        ["Egyptian tomb", "haunted house"],
    ),
    (
        "e3-04",
        "The Iron Vault follows on from another room: who owns the venue that room is at?",
        ["The Iron Vault"],
        [(SEQUEL, "->"), (ROOM_AT, "->"), (VENUE_OWNER, "->")],
        ["Elodie Fontaine"],
    ),
    (
        "e3-05",
        "which design school did dorian kerrigan's mentor's mentor attend",
        ["Dorian Kerrigan"],
        [(MENTOR, "->"), (MENTOR, "->"), (SCHOOL, "->")],
        ["Kirkhaven Polytechnic"],
    ),
    (
        "e3-06",
        "At which venues are the rooms escaped by the champions of the Velmora Puzzle League Final?",
        ["Velmora Puzzle League Final"],
        [(CHAMPION, "->"), (ESCAPED, "->"), (ROOM_AT, "->")],
        ["Clueless Fennick", "Sixty Minutes Marlow Quay", "Sixty Minutes North Dunlow"],
    ),
    (
        "e3-07",
        "how hard are the rooms designed by the people Gideon Whitcombe mentored",
        ["Gideon Whitcombe"],
        [(MENTOR, "<-"), (DESIGNED, "<-"), (DIFFICULTY, "->")],
        ["beginner", "hard", "intermediate", "nightmare"],
    ),
    (
        "e3-08",
        "In which cities are the venues of the franchise Fleur Sauvage founded?",
        ["Fleur Sauvage"],
        [(FOUNDER, "<-"), (FRANCHISE, "<-"), (VENUE_CITY, "->")],
        ["Brightholm", "Fennick"],
    ),
    (
        "e3-09",
        "what cities are the record holders of the Lock & Lantern Grimsford rooms from",
        ["Lock & Lantern Grimsford"],
        [(ROOM_AT, "<-"), (RECORD, "->"), (TEAM_CITY, "->")],
        ["Lessay Pont", "Saint Aubrel"],
    ),
    (
        "e3-10",
        "where do the designers of the rooms the keyhole gang escaped live?",
        ["The Keyhole Gang"],
        [(ESCAPED, "->"), (DESIGNED, "->"), (LIVES, "->")],
        ["Hatherby"],
    ),
    (
        "e3-11",
        "Which workshops made props for rooms at venues in Marlow Quay?",
        ["Marlow Quay"],
        [(VENUE_CITY, "<-"), (ROOM_AT, "<-"), (PROPS, "->")],
        ["Brass Tack Builds", "Hidden Hinge Workshop"],
    ),
    (
        "e3-12",
        "which country is Lock & Lantern's head office in",
        ["Lock & Lantern"],
        [(HQ, "->"), (IN_REGION, "->"), (IN_COUNTRY, "->")],
        ["Kingdom of Esk"],
    ),
    (
        "e3-13",
        "where do the game masters live at the venue with the Frozen Cabin?",
        ["The Frozen Cabin"],
        [(ROOM_AT, "->"), (GM_AT, "<-"), (LIVES, "->")],
        ["Kirkhaven", "Marlow Quay", "Wexcombe"],
    ),
    (
        "e3-14",
        "Who captains the teams that escaped rooms designed by Céline Quenneville?",
        ["Céline Quenneville"],
        [(DESIGNED, "<-"), (ESCAPED, "<-"), (CAPTAIN, "->")],
        [
            "Brice Imbert",
            "Cora Imbert",
            "Céline Hollis",
            "Hugo Chauvet",
            "Jasper Greaves",
            "Pascal Janssens",
        ],
    ),
    (
        "e3-15",
        "which teams won the tournaments held at venues valentin prideaux owns",
        ["Valentin Prideaux"],
        [(VENUE_OWNER, "<-"), (HOST, "<-"), (CHAMPION, "->")],
        ["The Hint-Free Sloths", "The Trapdoor Badgers"],
    ),
    # topic not in the graph
    ("en-01", "who owns the Escape Hatch in Lisbourne?", 1),
    ("en-02", "what's the theme of the Obsidian Greenhouse room", 1),
    ("en-03", "Who captains the Cryptic Capybaras?", 1),
    ("en-04", "which rooms did Rosalind Achterberg's mentor design", 2),
    ("en-05", "who won the Northern Lockdown Classic", 1),
    # a relation the graph lacks
    (
        "el-01",
        "how much is a booking at The Iron Cabin per person?",
        ["The Iron Cabin"],
        1,
        "price",
    ),
    ("el-02", "how long do you get in The Midnight Study", ["The Midnight Study"], 1, "time limit"),
    (
        "el-03",
        "What share of teams make it out of The Broken Crypt?",
        ["The Broken Crypt"],
        1,
        "escape rate",
    ),
    ("el-04", "when did Clueless Brightholm open", ["Clueless Brightholm"], 1, "opening date"),
    ("el-05", "how old is Cora Imbert?", ["Cora Imbert"], 1, "age"),
    (
        "el-06",
        "what is the record time for the drowned library",
        ["The Drowned Library"],
        1,
        "record time",
    ),
    (
        "el-07",
        "Is The Sunken Gallery wheelchair accessible?",
        ["The Sunken Gallery"],
        1,
        "accessibility",
    ),
    ("el-08", "how many players fit in The Frozen Cabin", ["The Frozen Cabin"], 1, "capacity"),
    ("el-09", "what's the prize money at the Speedrun Open?", ["Speedrun Open"], 1, "prize money"),
    (
        "el-10",
        "which languages are games run in at Exit Protocol Orvieux",
        ["Exit Protocol Orvieux"],
        1,
        "language",
    ),
    (
        "el-11",
        "who holds the record in The Cursed Cabin?",
        ["The Cursed Cabin"],
        1,
        f"none for entity: {RECORD}",
    ),
    (
        "el-12",
        "what room is The Gilded Bunker a sequel to",
        ["The Gilded Bunker"],
        1,
        f"none for entity: {SEQUEL}",
    ),
    (
        "el-13",
        "Who mentored Florent Quenneville?",
        ["Florent Quenneville"],
        1,
        f"none for entity: {MENTOR}",
    ),
    (
        "el-14",
        "which franchise does the Vault at Tynegate belong to",
        ["The Vault at Tynegate"],
        1,
        f"none for entity: {FRANCHISE}",
    ),
    ("el-15", "who was lucien zeeman's mentor", ["Lucien Zeeman"], 1, f"none for entity: {MENTOR}"),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts, _ = facts_and_types()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5861), range(100000), "ESC:{:05d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    _, types = facts_and_types()
    typed = {eid: f"{name}\t{types[name]}" for eid, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
