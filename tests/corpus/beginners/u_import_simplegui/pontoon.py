# Pontoon - made in CodeSkulptor
import simplegui
import random

CARD_SIZE = (72, 96)
in_play = False
outcome = ""


def deal():
    global in_play, outcome
    outcome = "Hit or stand?"
    in_play = True


def draw(canvas):
    canvas.draw_text("Pontoon", (60, 100), 36, "White")
    canvas.draw_text(outcome, (60, 200), 24, "White")


frame = simplegui.create_frame("Pontoon", 600, 600)
frame.set_canvas_background("Green")
frame.add_button("Deal", deal, 200)
frame.set_draw_handler(draw)
deal()
frame.start()
