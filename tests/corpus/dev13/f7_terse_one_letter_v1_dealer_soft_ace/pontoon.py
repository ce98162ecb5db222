import random as r
s=16
try:
 while 1:
  m=[];x=0
  while x<s:m+=[r.randint(1,10)];x=sum(m)+10*(1 in m and sum(m)<12)
  p=[r.randint(1,10)];y=p[0]
  while y<22:
   print("you:",y)
   a=input("t/s? ").strip().lower()
   if a=="s":break
   if a=="t":p+=[r.randint(1,10)];y=sum(p)
  print("--")
  print("machine:",x)
  print("you:",y)
  if x>21 and y>21 or x==y:print("draw")
  elif y>21 or x<22 and x>y:print("machine wins")
  else:print("you win")
  a=""
  while a not in("y","n"):a=input("again? y/n ").strip().lower()
  if a=="n":break
except EOFError:print()
