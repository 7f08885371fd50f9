#!/usr/bin/env swift
// 6 lines 3 code 2 comments 1 blanks
print("hello")

// done
print("bye")
