"""Build the `frozen-driving-schools` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional three-county world of driving schools and practical driving tests: schools with
their town, the franchise they belong to, their proprietor, the trade associations they are
members of and the courses they offer; franchises with their head-office town; instructors
with their school, grade, home town, tuition car and the instructor who trained them; cars by
registration with their model; models with their maker and gearbox; makers with their
country; learners with their instructors and home town; practical tests with the candidate,
the test centre, the examiner, the result and the car used; test centres with their town;
examiners with the centres they work from; towns with their county. Every person, place, firm
and car is invented. The entities carry a types column. The schema and the fixed places are
written by hand below; a seeded generator (`random.Random(5660)`) draws the people's names and
the filler facts. The questions are written by hand at the bottom by name and path; their
answers are computed from the graph by `paths.write_questions_by_name` and checked against the
answers written beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-driving-schools/make_graph.py
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

COUNTY = "ceremonialArea"
SCHOOL_TOWN = "trades_from"
FRANCHISE = "franchisee of"
OWNER = "Proprietor"
ASSOC = "assoc:member"
OFFERS = "course_offered"
HEAD_OFFICE = "Head Office"
TEACHES_FOR = "teachesFor"
GRADE = "adi.grade"
TRAINER = "qualified under"
HOME = "domicile"
CAR = "TUITION_VEHICLE"
MODEL = "makeModel"
MAKER = "marque"
GEARBOX = "gearbox"
MAKER_COUNTRY = "origin_ctry"
LESSONS = "lessons with"
CANDIDATE = "candidate"
CENTRE = "sat at"
EXAMINER = "EXAMINER"
RESULT = "verdict"
VEHICLE = "in vehicle"
CENTRE_TOWN = "tc.town"
EXAMINES_AT = "examinesAt"

COUNTIES = {
    "Wrexcombe": ["Ashcombe", "Bramwell", "Cinderford Vale", "Duxmoor"],
    "Merrowdale": ["Elmsworth", "Fenwick Ash", "Gravenhurst", "Highcliffe Moor"],
    "Southfold": ["Ingleby Cross", "Jedburn", "Kirkhaven", "Longmarsh"],
}
FRANCHISES = {
    "L-Plate Academy": "Elmsworth",
    "Green Light Driving": "Ashcombe",
    "Roadwise National": "Kirkhaven",
}
ASSOCIATIONS = [
    "Approved Driving Instructors' Guild",
    "Motor Schools Federation",
    "Road Tutors Union",
]
COURSES = [
    "Pass Plus",
    "motorway lessons",
    "intensive course",
    "refresher lessons",
    "theory coaching",
    "automatic lessons",
]
# school -> (town, franchise or None, associations)
SCHOOLS = {
    "Ashcombe School of Motoring": ("Ashcombe", None, ["Motor Schools Federation"]),
    "Bramwell Driving Tuition": ("Bramwell", "Green Light Driving", ["Road Tutors Union"]),
    "Clutch Control Cinderford": (
        "Cinderford Vale",
        "L-Plate Academy",
        ["Approved Driving Instructors' Guild"],
    ),
    "Duxmoor Drive Easy": ("Duxmoor", None, ["Road Tutors Union", "Motor Schools Federation"]),
    "Elmsworth Learner Centre": (
        "Elmsworth",
        "L-Plate Academy",
        ["Approved Driving Instructors' Guild", "Motor Schools Federation"],
    ),
    "Fenwick Ash Pass First": ("Fenwick Ash", "Roadwise National", ["Road Tutors Union"]),
    "Gravenhurst Motoring Co": ("Gravenhurst", None, ["Approved Driving Instructors' Guild"]),
    "Highcliffe Steering Wheel": ("Highcliffe Moor", "Green Light Driving", []),
    "Ingleby Cross Driving School": (
        "Ingleby Cross",
        "Roadwise National",
        ["Motor Schools Federation"],
    ),
    "Jedburn Mirror Signal": ("Jedburn", None, ["Road Tutors Union"]),
    "Kirkhaven Road Skills": (
        "Kirkhaven",
        "Roadwise National",
        ["Approved Driving Instructors' Guild", "Road Tutors Union"],
    ),
    "Longmarsh Learner Drivers": ("Longmarsh", "Green Light Driving", ["Motor Schools Federation"]),
}
# test centre -> (town, schools whose pupils sit there)
CENTRES = {
    "Ashcombe Test Centre": (
        "Ashcombe",
        ["Ashcombe School of Motoring", "Bramwell Driving Tuition"],
    ),
    "Duxmoor Test Centre": (
        "Duxmoor",
        ["Clutch Control Cinderford", "Duxmoor Drive Easy", "Bramwell Driving Tuition"],
    ),
    "Elmsworth Test Centre": ("Elmsworth", ["Elmsworth Learner Centre", "Fenwick Ash Pass First"]),
    "Gravenhurst Test Centre": (
        "Gravenhurst",
        ["Gravenhurst Motoring Co", "Highcliffe Steering Wheel", "Fenwick Ash Pass First"],
    ),
    "Kirkhaven Test Centre": (
        "Kirkhaven",
        ["Kirkhaven Road Skills", "Jedburn Mirror Signal", "Ingleby Cross Driving School"],
    ),
    "Longmarsh Test Centre": (
        "Longmarsh",
        ["Longmarsh Learner Drivers", "Ingleby Cross Driving School"],
    ),
}
MAKERS = {
    "Astral": "United Kingdom",
    "Kestrel Motors": "United Kingdom",
    "Corvin": "France",
    "Hanzo": "Japan",
    "Brennard": "Germany",
    "Suwon Auto": "South Korea",
    "Dacorra": "Romania",
}
# model -> (maker, gearbox)
MODELS = {
    "Astral Wren": ("Astral", "manual"),
    "Astral Swift": ("Astral", "manual"),
    "Kestrel Merlin": ("Kestrel Motors", "manual"),
    "Kestrel Hobby EV": ("Kestrel Motors", "automatic"),
    "Corvin Petite": ("Corvin", "manual"),
    "Corvin Mistral": ("Corvin", "automatic"),
    "Hanzo Aiko": ("Hanzo", "manual"),
    "Hanzo Ryu Hybrid": ("Hanzo", "automatic"),
    "Brennard Fuchs": ("Brennard", "manual"),
    "Brennard Luchs E": ("Brennard", "automatic"),
    "Suwon Tera": ("Suwon Auto", "manual"),
    "Dacorra Vida": ("Dacorra", "manual"),
}
FIRST = [
    "Aled",
    "Beatrix",
    "Callum",
    "Dorcas",
    "Emrys",
    "Flora",
    "Grant",
    "Harriet",
    "Imran",
    "Jodie",
    "Kieran",
    "Leanne",
    "Malcolm",
    "Nadia",
    "Owen",
    "Paige",
    "Ravi",
    "Shona",
    "Toby",
    "Ursula",
    "Warren",
    "Yasmin",
    "Zainab",
    "Declan",
    "Erin",
    "Fergus",
    "Gemma",
    "Hugo",
    "Isla",
    "Jamal",
]
LAST = [
    "Ackroyd",
    "Birtwistle",
    "Cheetham",
    "Dobson",
    "Earnshaw",
    "Fothergill",
    "Greenhalgh",
    "Haworth",
    "Inglis",
    "Jessop",
    "Kenyon",
    "Lister",
    "McAllister",
    "Ndlovu",
    "Ormerod",
    "Parkinson",
    "Ramsbottom",
    "Sowerby",
    "Trueman",
    "Usher",
    "Waddington",
    "Yates",
]
PLATE = "ABCDEFGHJKLMNPRSTVWXY"


def facts_by_name() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The facts by name and each name's type."""
    rng = random.Random(5660)
    facts: list[tuple[str, str, str]] = []
    kind: dict[str, str] = {}

    def add(h: str, hk: str, r: str, t: str, tk: str) -> None:
        facts.append((h, r, t))
        kind.setdefault(h, hk)
        kind.setdefault(t, tk)

    towns = [t for ts in COUNTIES.values() for t in ts]
    for county, ts in COUNTIES.items():
        for t in ts:
            add(t, "town", COUNTY, county, "county")
    for fr, town in FRANCHISES.items():
        add(fr, "franchise", HEAD_OFFICE, town, "town")
    for model, (maker, box) in MODELS.items():
        add(model, "car model", MAKER, maker, "manufacturer")
        add(model, "car model", GEARBOX, box, "gearbox")
    for maker, country in MAKERS.items():
        add(maker, "manufacturer", MAKER_COUNTRY, country, "country")
    taken: set[str] = set()
    instructors = full_names(rng, FIRST, LAST, 40, taken)
    examiners = full_names(rng, FIRST, LAST, 15, taken)
    learners = full_names(rng, FIRST, LAST, 66, taken)
    schools = list(SCHOOLS)
    staff: dict[str, list[str]] = {s: [] for s in schools}
    car_of: dict[str, str] = {}
    plates: set[str] = set()
    for i, ins in enumerate(instructors):
        school = schools[i % len(schools)]
        staff[school].append(ins)
        add(ins, "instructor", TEACHES_FOR, school, "driving school")
        add(ins, "instructor", GRADE, "Grade A" if rng.random() < 0.45 else "Grade B", "grade")
        add(ins, "instructor", HOME, rng.choice(towns), "town")
        if i >= 6 and rng.random() < 0.6:
            add(ins, "instructor", TRAINER, rng.choice(instructors[:i]), "instructor")
        while True:
            plate = (
                f"{rng.choice(PLATE)}{rng.choice(PLATE)}{rng.randint(15, 24)} "
                f"{''.join(rng.choice(PLATE) for _ in range(3))}"
            )
            if plate not in plates:
                plates.add(plate)
                break
        car_of[ins] = plate
        add(ins, "instructor", CAR, plate, "car")
        add(plate, "car", MODEL, rng.choice(list(MODELS)), "car model")
    for school, (town, franchise, assocs) in SCHOOLS.items():
        add(school, "driving school", SCHOOL_TOWN, town, "town")
        if franchise is not None:
            add(school, "driving school", FRANCHISE, franchise, "franchise")
        add(school, "driving school", OWNER, staff[school][0], "instructor")
        for a in assocs:
            add(school, "driving school", ASSOC, a, "association")
        for c in sorted(rng.sample(COURSES, rng.randint(2, 3))):
            add(school, "driving school", OFFERS, c, "course")
    centres = list(CENTRES)
    at_centre: dict[str, list[str]] = {c: [] for c in centres}
    for j, ex in enumerate(examiners):
        home = centres[j % len(centres)]
        for c in [home] + ([rng.choice(centres)] if rng.random() < 0.25 else []):
            if ex not in at_centre[c]:
                at_centre[c].append(ex)
                add(ex, "examiner", EXAMINES_AT, c, "test centre")
    for c, (town, _) in CENTRES.items():
        add(c, "test centre", CENTRE_TOWN, town, "town")
    teacher_of: dict[str, list[str]] = {}
    for ln in learners:
        teacher_of[ln] = sorted(rng.sample(instructors, 1 if rng.random() < 0.8 else 2))
        for ins in teacher_of[ln]:
            add(ln, "learner", LESSONS, ins, "instructor")
        add(ln, "learner", HOME, rng.choice(towns), "town")
    for n in range(74):
        test = f"Test {2041 + n * 7}"
        ln = learners[n % len(learners)] if n < 60 else rng.choice(learners)
        ins = rng.choice(teacher_of[ln])
        school = next(s for s, ss in staff.items() if ins in ss)
        near = [c for c, (_, ss) in CENTRES.items() if school in ss]
        centre = rng.choice(near)
        add(test, "driving test", CANDIDATE, ln, "learner")
        add(test, "driving test", CENTRE, centre, "test centre")
        add(test, "driving test", EXAMINER, rng.choice(at_centre[centre]), "examiner")
        add(test, "driving test", RESULT, "pass" if rng.random() < 0.5 else "fail", "test result")
        add(test, "driving test", VEHICLE, car_of[ins], "car")
    return facts, kind


F, B = "->", "<-"

QUESTIONS: list[Any] = [
    (
        "ds01",
        "who owns Jedburn Mirror Signal?",
        ["Jedburn Mirror Signal"],
        [(OWNER, F)],
        ["Beatrix Greenhalgh"],
    ),
    (
        "ds02",
        "which chain is Bramwell Driving Tuition part of",
        ["Bramwell Driving Tuition"],
        [(FRANCHISE, F)],
        ["Green Light Driving"],
    ),
    (
        "ds03",
        "what can you book at kirkhaven road skills",
        ["Kirkhaven Road Skills"],
        [(OFFERS, F)],
        ["motorway lessons", "refresher lessons", "theory coaching"],
    ),
    (
        "ds04",
        "instructors at Duxmoor Drive Easy",
        ["Duxmoor Drive Easy"],
        [(TEACHES_FOR, B)],
        ["Imran Dobson", "Jodie Greenhalgh", "Malcolm Inglis", "Malcolm Parkinson"],
    ),
    (
        "ds05",
        "who trained Nadia Ormerod up as an instructor?",
        ["Nadia Ormerod"],
        [(TRAINER, F)],
        ["Shona Kenyon"],
    ),
    ("ds06", "where does Erin Inglis live", ["Erin Inglis"], [(HOME, F)], ["Fenwick Ash"]),
    ("ds07", "what car does Leanne Usher teach in?", ["Leanne Usher"], [(CAR, F)], ["YE17 TPE"]),
    ("ds08", "what kind of car is SF20 JYM", ["SF20 JYM"], [(MODEL, F)], ["Brennard Luchs E"]),
    (
        "ds09",
        "which cars does Hanzo build?",
        ["Hanzo"],
        [(MAKER, B)],
        ["Hanzo Aiko", "Hanzo Ryu Hybrid"],
    ),
    (
        "ds10",
        "is the Corvin Mistral manual or auto",
        ["Corvin Mistral"],
        [(GEARBOX, F)],
        ["automatic"],
    ),
    (
        "ds11",
        "who is Declan Earnshaw learning to drive with?",
        ["Declan Earnshaw"],
        [(LESSONS, F)],
        ["Leanne Usher", "Ursula Dobson"],
    ),
    ("ds12", "who took Test 2153", ["Test 2153"], [(CANDIDATE, F)], ["Beatrix Haworth"]),
    ("ds13", "where was test 2265 taken?", ["Test 2265"], [(CENTRE, F)], ["Elmsworth Test Centre"]),
    ("ds14", "who was marking Test 2090", ["Test 2090"], [(EXAMINER, F)], ["Yasmin Dobson"]),
    ("ds15", "did test 2146 go ok?", ["Test 2146"], [(RESULT, F)], ["pass"]),
    ("ds16", "which car was test 2202 done in", ["Test 2202"], [(VEHICLE, F)], ["TF20 LJC"]),
    (
        "ds17",
        "who works at Kirkhaven Test Centre?",
        ["Kirkhaven Test Centre"],
        [(EXAMINES_AT, B)],
        ["Grant Ramsbottom", "Yasmin Dobson"],
    ),
    (
        "ds18",
        "which trade bodies has Elmsworth Learner Centre signed up to",
        ["Elmsworth Learner Centre"],
        [(ASSOC, F)],
        ["Approved Driving Instructors' Guild", "Motor Schools Federation"],
    ),
    (
        "ds19",
        "where's L-Plate Academy run from?",
        ["L-Plate Academy"],
        [(HEAD_OFFICE, F)],
        ["Elmsworth"],
    ),
    ("ds20", "corvin - which country?", ["Corvin"], [(MAKER_COUNTRY, F)], ["France"]),
    (
        "ds21",
        "where does the owner of Gravenhurst Motoring Co live?",
        ["Gravenhurst Motoring Co"],
        [(OWNER, F), (HOME, F)],
        ["Jedburn"],
    ),
    (
        "ds22",
        "what kind of car does Malcolm Inglis teach in",
        ["Malcolm Inglis"],
        [(CAR, F), (MODEL, F)],
        ["Astral Swift"],
    ),
    ("ds23", "who built SB24 AYF?", ["SB24 AYF"], [(MODEL, F), (MAKER, F)], ["Astral"]),
    (
        "ds24",
        "which school does the person who trained Ravi Trueman work for",
        ["Ravi Trueman"],
        [(TRAINER, F), (TEACHES_FOR, F)],
        ["Bramwell Driving Tuition"],
    ),
    (
        "ds25",
        "ursula dobson's pupils - where are they from?",
        ["Ursula Dobson"],
        [(LESSONS, B), (HOME, F)],
        ["Duxmoor", "Gravenhurst", "Longmarsh"],
    ),
    (
        "ds26",
        "who marked Flora Sowerby's tests",
        ["Flora Sowerby"],
        [(CANDIDATE, B), (EXAMINER, F)],
        ["Jamal Earnshaw", "Owen Trueman"],
    ),
    (
        "ds27",
        "which centre did Harriet Greenhalgh take her tests at?",
        ["Harriet Greenhalgh"],
        [(CANDIDATE, B), (CENTRE, F)],
        ["Duxmoor Test Centre"],
    ),
    (
        "ds28",
        "who owns the Roadwise National schools",
        ["Roadwise National"],
        [(FRANCHISE, B), (OWNER, F)],
        ["Gemma Trueman", "Malcolm Jessop", "Ursula Dobson"],
    ),
    (
        "ds29",
        "towns with a Green Light Driving school?",
        ["Green Light Driving"],
        [(FRANCHISE, B), (SCHOOL_TOWN, F)],
        ["Bramwell", "Highcliffe Moor", "Longmarsh"],
    ),
    (
        "ds30",
        "whose tests did Yasmin Dobson mark",
        ["Yasmin Dobson"],
        [(EXAMINER, B), (CANDIDATE, F)],
        [
            "Declan Earnshaw",
            "Dorcas Jessop",
            "Gemma Kenyon",
            "Imran Sowerby",
            "Isla Lister",
            "Leanne Ormerod",
            "Nadia Parkinson",
            "Nadia Yates",
            "Owen Usher",
            "Ursula Birtwistle",
        ],
    ),
    (
        "ds31",
        "which cars were used for tests at Ashcombe Test Centre?",
        ["Ashcombe Test Centre"],
        [(CENTRE, B), (VEHICLE, F)],
        ["AH18 APC", "BM19 RJK", "EW16 PHY", "WG16 NAT"],
    ),
    (
        "ds32",
        "which instructors drive Kestrel Merlins",
        ["Kestrel Merlin"],
        [(MODEL, B), (CAR, B)],
        ["Beatrix Yates", "Emrys Dobson", "Harriet Trueman", "Hugo Birtwistle"],
    ),
    (
        "ds33",
        "which schools do Jodie Inglis's instructors work at?",
        ["Jodie Inglis"],
        [(LESSONS, F), (TEACHES_FOR, F)],
        ["Ashcombe School of Motoring", "Bramwell Driving Tuition"],
    ),
    (
        "ds34",
        "what county is Kirkhaven Test Centre in",
        ["Kirkhaven Test Centre"],
        [(CENTRE_TOWN, F), (COUNTY, F)],
        ["Southfold"],
    ),
    (
        "ds35",
        "what can you sign up for at the driving schools in Duxmoor?",
        ["Duxmoor"],
        [(SCHOOL_TOWN, B), (OFFERS, F)],
        ["motorway lessons", "refresher lessons"],
    ),
    (
        "ds36",
        "jamal ackroyd trained some instructors, which schools are they at",
        ["Jamal Ackroyd"],
        [(TRAINER, B), (TEACHES_FOR, F)],
        ["Gravenhurst Motoring Co", "Highcliffe Steering Wheel", "Ingleby Cross Driving School"],
    ),
    (
        "ds37",
        "which test centres do the examiners from Duxmoor Test Centre cover?",
        ["Duxmoor Test Centre"],
        [(EXAMINES_AT, B), (EXAMINES_AT, F)],
        ["Duxmoor Test Centre", "Kirkhaven Test Centre"],
    ),
    (
        "ds38",
        "how did the tests in JP19 APE go",
        ["JP19 APE"],
        [(VEHICLE, B), (RESULT, F)],
        ["fail", "pass"],
    ),
    (
        "ds39",
        "driving schools in Merrowdale?",
        ["Merrowdale"],
        [(COUNTY, B), (SCHOOL_TOWN, B)],
        [
            "Elmsworth Learner Centre",
            "Fenwick Ash Pass First",
            "Gravenhurst Motoring Co",
            "Highcliffe Steering Wheel",
        ],
    ),
    (
        "ds40",
        "what rating have the Kirkhaven Road Skils instructors got",
        ["Kirkhaven Road Skills"],
        [(TEACHES_FOR, B), (GRADE, F)],
        ["Grade A", "Grade B"],
    ),
    (
        "ds41",
        "where does the trainer of Kirkhaven Road Skills' owner live?",
        ["Kirkhaven Road Skills"],
        [(OWNER, F), (TRAINER, F), (HOME, F)],
        ["Jedburn"],
    ),
    (
        "ds42",
        "who built the car Imran Jessop teaches in",
        ["Imran Jessop"],
        [(CAR, F), (MODEL, F), (MAKER, F)],
        ["Dacorra"],
    ),
    (
        "ds43",
        "is Gemma Trueman's car a manual or an automatic?",
        ["Gemma Trueman"],
        [(CAR, F), (MODEL, F), (GEARBOX, F)],
        ["automatic"],
    ),
    (
        "ds44",
        "which test centres did Ursula Ormerod's pupils go to",
        ["Ursula Ormerod"],
        [(LESSONS, B), (CANDIDATE, B), (CENTRE, F)],
        ["Elmsworth Test Centre", "Kirkhaven Test Centre"],
    ),
    (
        "ds45",
        "who owns the schools of Jodie Inglis's instructors?",
        ["Jodie Inglis"],
        [(LESSONS, F), (TEACHES_FOR, F), (OWNER, F)],
        ["Jamal Ackroyd", "Jamal Lister"],
    ),
    (
        "ds46",
        "which chain are the schools of the instructors Shona Kenyon trained in",
        ["Shona Kenyon"],
        [(TRAINER, B), (TEACHES_FOR, F), (FRANCHISE, F)],
        ["Green Light Driving"],
    ),
    (
        "ds47",
        "what kinds of car did Grant Ramsbottom's test takers drive?",
        ["Grant Ramsbottom"],
        [(EXAMINER, B), (VEHICLE, F), (MODEL, F)],
        [
            "Astral Swift",
            "Brennard Luchs E",
            "Corvin Petite",
            "Hanzo Aiko",
            "Hanzo Ryu Hybrid",
            "Kestrel Hobby EV",
        ],
    ),
    (
        "ds48",
        "where do the people who took tests at Longmarsh Test Center live",
        ["Longmarsh Test Centre"],
        [(CENTRE, B), (CANDIDATE, F), (HOME, F)],
        ["Ashcombe", "Gravenhurst", "Highcliffe Moor", "Jedburn", "Kirkhaven", "Longmarsh"],
    ),
    (
        "ds49",
        "which trade bodies are the driving schools in Southfold part of?",
        ["Southfold"],
        [(COUNTY, B), (SCHOOL_TOWN, B), (ASSOC, F)],
        ["Approved Driving Instructors' Guild", "Motor Schools Federation", "Road Tutors Union"],
    ),
    (
        "ds50",
        "who marked the tests done in Hanzo Ryu Hybrids",
        ["Hanzo Ryu Hybrid"],
        [(MODEL, B), (VEHICLE, B), (EXAMINER, F)],
        [
            "Grant Ramsbottom",
            "Harriet Ndlovu",
            "Jamal Earnshaw",
            "Owen Trueman",
            "Toby Earnshaw",
            "Ursula Haworth",
            "Yasmin Dobson",
        ],
    ),
    (
        "ds51",
        "what county is Warren Yates's instructor from?",
        ["Warren Yates"],
        [(LESSONS, F), (HOME, F), (COUNTY, F)],
        ["Merrowdale"],
    ),
    (
        "ds52",
        "which county is the chain that Highcliffe Steering Wheel belongs to run from",
        ["Highcliffe Steering Wheel"],
        [(FRANCHISE, F), (HEAD_OFFICE, F), (COUNTY, F)],
        ["Wrexcombe"],
    ),
    (
        "ds53",
        "where do the learners at Fenwick Ash Pass First come from?",
        ["Fenwick Ash Pass First"],
        [(TEACHES_FOR, B), (LESSONS, B), (HOME, F)],
        [
            "Cinderford Vale",
            "Duxmoor",
            "Elmsworth",
            "Highcliffe Moor",
            "Ingleby Cross",
            "Kirkhaven",
            "Longmarsh",
        ],
    ),
    (
        "ds54",
        "which school does the trainer of Emrys Dobson's trainer work at",
        ["Emrys Dobson"],
        [(TRAINER, F), (TRAINER, F), (TEACHES_FOR, F)],
        ["Elmsworth Learner Centre"],
    ),
    (
        "ds55",
        "what kinds of car were the tests at Elmsworth Test Centre done in?",
        ["Elmsworth Test Centre"],
        [(CENTRE, B), (VEHICLE, F), (MODEL, F)],
        ["Astral Swift", "Brennard Luchs E", "Corvin Petite", "Hanzo Ryu Hybrid", "Kestrel Merlin"],
    ),
    ("ds56", "who owns Swindale School of Motoring?", 1),
    ("ds57", "what car does Rhiannon Pritchard teach in", 1),
    ("ds58", "where was test 9999 taken?", 1),
    ("ds59", "which country makes the Volantis Ember", 1),
    ("ds60", "where do the pupils of Thornleigh Driving Academy live?", 2),
    (
        "ds61",
        "how much is an hour's lesson at Ashcombe School of Motoring",
        ["Ashcombe School of Motoring"],
        1,
        "lesson price",
    ),
    ("ds62", "pass rate at Duxmoor Test Centre?", ["Duxmoor Test Centre"], 1, "pass rate"),
    ("ds63", "how many minors did Test 2090 get", ["Test 2090"], 1, "driving faults"),
    ("ds64", "how old is Warren Yates?", ["Warren Yates"], 1, "age"),
    ("ds65", "when does the MOT on SF15 RYD run out", ["SF15 RYD"], 1, "MOT expiry"),
    (
        "ds66",
        "how many years has Jamal Lister been instructing?",
        ["Jamal Lister"],
        1,
        "years of experience",
    ),
    ("ds67", "top speed of the Astral Wren", ["Astral Wren"], 1, "top speed"),
    ("ds68", "phone number for Green Light Driving?", ["Green Light Driving"], 1, "phone number"),
    ("ds69", "when did Kirkhaven Road Skills open", ["Kirkhaven Road Skills"], 1, "founding year"),
    ("ds70", "how many miles has DK16 TXS done?", ["DK16 TXS"], 1, "mileage"),
    (
        "ds71",
        "which chain is Jedburn Mirror Signal part of?",
        ["Jedburn Mirror Signal"],
        1,
        "none for entity: franchisee of",
    ),
    (
        "ds72",
        "who trained Jamal Lister as an instructor",
        ["Jamal Lister"],
        1,
        "none for entity: qualified under",
    ),
    (
        "ds73",
        "which trade bodies has Highcliffe Steering Wheel joined?",
        ["Highcliffe Steering Wheel"],
        1,
        "none for entity: assoc:member",
    ),
    (
        "ds74",
        "who is Imran Waddington learning to drive with",
        ["Imran Waddington"],
        1,
        "none for entity: lessons with",
    ),
    (
        "ds75",
        "what car does Fergus Jessop teach in?",
        ["Fergus Jessop"],
        1,
        "none for entity: TUITION_VEHICLE",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names (``name<TAB>type``) by id."""
    facts, kind = facts_by_name()
    names = {x: f"{x}\t{kind[x]}" for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5661), range(100000), "{:05d}-dsL")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


def by_name(names: dict[str, str]) -> dict[str, str]:
    """The names without their type, for the questions written by name."""
    return {eid: value.split("\t")[0] for eid, value in names.items()}


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, by_name(names), QUESTIONS)
